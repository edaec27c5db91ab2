import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { UsersManager } from '@/components/admin/users/users-manager';
import { readUserListQuery, userListParams, type SearchParams } from '@/lib/admin/list-query';
import { requireAdmin } from '@/lib/auth';
import { adminListProfilesPage } from '@/lib/data/users';
import { MSG } from '@/lib/copy/messages';

export const metadata: Metadata = { title: 'Utilisateurs' };

async function Users({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = readUserListQuery(await searchParams);
  const result = await loadForAdmin('users', () => adminListProfilesPage(state));
  if (!result) {
    return (
      <>
        <PageHeader title="Utilisateurs" />
        <LoadError message={MSG.load.users} />
      </>
    );
  }
  const me = await requireAdmin();
  return <UsersManager result={result} params={userListParams(state)} currentUserId={me.id} />;
}

export default function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des utilisateurs..." />}>
      <Users searchParams={searchParams} />
    </Suspense>
  );
}
