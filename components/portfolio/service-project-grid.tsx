'use client';
// STUB — owned by the portfolio work (issue 5): project cards; a click sets ?project={slug} on the same page.
import type { ProjectSummary } from '@/lib/data/types';

export function ServiceProjectGrid({ projects, emptyText }: { projects: ProjectSummary[]; emptyText: string }) {
  if (projects.length === 0) return <p>{emptyText}</p>;
  return (
    <ul>
      {projects.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
    </ul>
  );
}
