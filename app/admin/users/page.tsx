import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { UsersManager } from '@/components/admin/users-manager';
import { requireAdmin } from '@/lib/auth';
import { adminListProfiles } from '@/lib/data/users';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Utilisateurs' };

type Search = Promise<Record<string, string | string[] | undefined>>;

async function Users({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const q = (typeof params.q === 'string' ? params.q : '').slice(0, 200);
  const role = params.role === 'admin' || params.role === 'user' ? params.role : '';
  const users = await loadForAdmin('users', () => adminListProfiles({ q, role: role || undefined }));
  if (!users) {
    return (
      <>
        <PageHeader title="Utilisateurs" />
        <LoadError message={MSG.load.users} />
      </>
    );
  }
  const me = await requireAdmin();
  return <UsersManager users={users} currentUserId={me.id} q={q} role={role} />;
}

export default function UsersPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des utilisateurs..." />}>
      <Users searchParams={searchParams} />
    </Suspense>
  );
}
