import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { ProjectsManager } from '@/components/admin/projects-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { adminListCategories } from '@/lib/data/categories';
import { adminListProjects } from '@/lib/data/project-admin';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Projets' };

async function Projects() {
  const data = await loadForAdmin('projects', () => Promise.all([adminListProjects(), adminListCategories()]));
  if (!data) {
    return (
      <>
        <PageHeader title="Projets" />
        <LoadError message={MSG.load.projects} />
      </>
    );
  }
  const [projects, categories] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return <ProjectsManager projects={projects} categories={options} />;
}

export default function ProjectsPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des projets..." />}>
      <Projects />
    </Suspense>
  );
}
