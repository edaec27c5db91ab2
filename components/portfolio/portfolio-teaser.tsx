'use client';
// STUB — owned by the portfolio work (issue 5): « Tous » + one button per category, filtering in the browser.
import type { Category, ProjectSummary } from '@/lib/data/types';

export function PortfolioTeaser({ projects, categories }: { projects: ProjectSummary[]; categories: Category[] }) {
  void categories;
  return (
    <ul>
      {projects.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
    </ul>
  );
}
