import type { Metadata } from 'next';
import { Suspense } from 'react';
import { formatDateTime } from '@/lib/dates';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { buttonClass, EmptyState, PageHeader, TableSkeleton, tableClass } from '@/components/admin/ui';
import { listSubscribers } from '@/lib/data/newsletter';

export const metadata: Metadata = { title: 'Newsletter' };

const SOURCE_LABEL: Record<string, string> = {
  blog: 'Blog',
  article: 'Article de blog',
  tutoriels: 'Tutoriels',
  tutoriel: 'Page d’un tutoriel',
  accueil: 'Accueil',
};

async function Subscribers() {
  const subscribers = await loadForAdmin('newsletter subscribers', listSubscribers);
  const header = (
    <PageHeader
      title="Newsletter"
      description={subscribers ? `${subscribers.length} abonné${subscribers.length > 1 ? 's' : ''}` : undefined}
      action={
        subscribers && subscribers.length > 0 ? (
          // A plain link: the browser downloads the file (Content-Disposition).
          <a href="/admin/newsletter/export" className={buttonClass.primary} download>
            Exporter en CSV
          </a>
        ) : undefined
      }
    />
  );
  if (!subscribers) {
    return (
      <>
        {header}
        <LoadError message="Erreur lors du chargement des abonnés" />
      </>
    );
  }
  return (
    <>
      {header}
      {subscribers.length === 0 ? (
        <EmptyState>Aucun abonné pour le moment.</EmptyState>
      ) : (
        <div className={tableClass.wrap}>
          <table className={tableClass.table}>
            <caption className="sr-only">Abonnés à la newsletter</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={tableClass.th}>
                  E-mail
                </th>
                <th scope="col" className={tableClass.th}>
                  Source
                </th>
                <th scope="col" className={tableClass.th}>
                  Date d’inscription
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {subscribers.map((s) => (
                <tr key={s.id} className={tableClass.row}>
                  <td className={`${tableClass.td} font-medium text-slate-900`}>{s.email}</td>
                  <td className={tableClass.td}>{s.source ? (SOURCE_LABEL[s.source] ?? s.source) : '—'}</td>
                  <td className={`${tableClass.td} whitespace-nowrap`}>
                    <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function NewsletterAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des abonnés..." />}>
      <Subscribers />
    </Suspense>
  );
}
