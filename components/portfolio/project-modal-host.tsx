'use client';
// Opens the project modal for ?project={slug} on any public page. The site frame mounts it after
// hydration only, so it reads the query in the browser and host pages stay whole static documents;
// the modal's code is fetched the first time a project is opened.
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PROJECT_PARAM } from './project-url';

const ProjectModal = dynamic(() => import('./project-modal').then((mod) => mod.ProjectModal), { ssr: false });

export function ProjectModalHost() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const slug = searchParams.get(PROJECT_PARAM)?.trim() || null;
  // Once opened, stay mounted so closing can animate out.
  const [used, setUsed] = useState(false);
  if (slug && !used) setUsed(true);
  if (!used || pathname?.startsWith('/admin')) return null;
  return <ProjectModal slug={slug} />;
}
