import crypto from 'node:crypto';
import { connection } from 'next/server';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { SessionMenu } from '@/components/auth/session-menu';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { TableSkeleton } from '@/components/admin/ui/controls';
import { getSessionUser, requireStaff } from '@/lib/auth';
import { applyStudioTimeZone } from '@/lib/admin/time-zone';
import { STUDIO_TIME_ZONES } from '@/lib/dates';
import { StudioTimeZoneSetting } from '@/components/admin/shell/studio-time-zone';
import { RoleProvider } from '@/components/admin/shell/role';
import { AutosaveOwner } from '@/components/admin/hooks/use-autosave';

/** The account's tag on its unsaved copies in the browser (components/auth/autosave-copies.ts): not its id. */
const autosaveOwner = (id: string) => crypto.createHash('sha256').update(`autosave:${id}`).digest('hex').slice(0, 16);

export const metadata: Metadata = {
  title: { template: '%s — Administration', default: 'Administration' },
  robots: { index: false, follow: false },
};

// Authoritative guard of the back office (proxy.ts only redirects optimistically). Reading the
// session is request-time work, so it sits under Suspense (cacheComponents). The frame around it
// holds no data and renders at once.
async function AdminGuard({ children }: { children: React.ReactNode }) {
  await requireStaff();
  return children;
}

// Rendered for each request from the top, without a prerendered shell: every script tag then carries
// the request's CSP nonce, which the strict policy of proxy.ts requires ('strict-dynamic' ignores
// 'self'). `instant = false` lets this segment block instead of showing a static shell.
export const instant = false;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [zone, me] = await Promise.all([applyStudioTimeZone(), getSessionUser()]);
  return (
    <RoleProvider role={me?.isStaff ? me.role : 'user'}>
      <AutosaveOwner owner={me ? autosaveOwner(me.id) : ''}>
        <AdminShell account={<SessionMenu />} zoneLabel={STUDIO_TIME_ZONES[zone]}>
          <StudioTimeZoneSetting zone={zone} />
          <Suspense fallback={<TableSkeleton label="Chargement..." />}>
            <AdminGuard>{children}</AdminGuard>
          </Suspense>
        </AdminShell>
      </AutosaveOwner>
    </RoleProvider>
  );
}
