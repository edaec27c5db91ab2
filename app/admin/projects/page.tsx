import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { ProjectsManager } from '@/components/admin/projects/projects-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminListParams, readAdminListQuery, type SearchParams } from '@/lib/admin/list-query';
import { adminListCategories } from '@/lib/data/categories';
import { adminGetProject, adminListProjectsPage, countProjects } from '@/lib/data/project-admin';
import { MSG } from '@/lib/copy/messages';
import { ownsDraft } from '@/lib/data/ownership';

export const metadata: Metadata = { title: 'Projets' };

async function Projects({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  // Projects are listed in their portfolio order unless a date sort is asked.
  const state = readAdminListQuery(params, 'order');
  const focusId = typeof params.modifier === 'string' ? params.modifier : '';
  const data = await loadForAdmin(
    'projects',
    async (me) => {
      // An « Auteur » lists and opens only their own drafts.
      const owner = me.role === 'author' ? me.id : undefined;
      const focusable = focusId && (!owner || (await ownsDraft('projects', focusId, owner)));
      return Promise.all([
        adminListProjectsPage({ ...state, owner }),
        adminListCategories(),
        countProjects(),
        focusable ? adminGetProject(focusId) : null,
      ]);
    },
    'entries',
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Projets" />
        <LoadError message={MSG.load.projects} />
      </>
    );
  }
  const [result, categories, rankCount, focus] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return (
    <ProjectsManager
      result={result}
      params={adminListParams(state, 'order')}
      rankCount={rankCount}
      focus={focus}
      categories={options}
    />
  );
}

export default function ProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des projets..." />}>
      <Projects searchParams={searchParams} />
    </Suspense>
  );
}
