'use client';
// « Newsletter »: the subscribers with their proof of consent, the CSV export, and erasure (one address
// or a selection, confirmed, then recorded in the journal without the addresses).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteSubscribers } from '@/lib/actions/subscribers';
import { MSG } from '@/lib/copy/messages';
import Link from 'next/link';
import type { NewsletterSubscriber, Page } from '@/lib/data/types';
import { formatDateTime } from '@/lib/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, DeleteButton, orDash } from '../ui/table';
import { SearchIcon } from '@/components/icons/admin';
import { Button, EmptyState, PageHeader, buttonClass, inputClass, tableClass } from '../ui/controls';
import { useAction } from '../hooks/use-action';

const SOURCE_LABEL: Record<string, string> = {
  blog: 'Blog',
  article: 'Article de blog',
  tutoriels: 'Tutoriels',
  tutoriel: 'Page d’un tutoriel',
  accueil: 'Accueil',
};

const plural = (n: number, one: string, many: string) => (n > 1 ? `${n} ${many}` : `${n} ${one}`);

/** The list's address for a search and a page. */
const href = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/newsletter?${query}` : '/admin/newsletter';
};

export function SubscribersManager({ result, q }: { result: Page<NewsletterSubscriber>; q: string }) {
  const subscribers = result.items;
  const router = useRouter();
  const remove = useAction();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // What the open dialog would erase: one row, or the selection.
  const [pendingErase, setPendingErase] = useState<NewsletterSubscriber[] | null>(null);
  const ids = new Set(subscribers.map((s) => s.id));
  const chosen = subscribers.filter((s) => selected.has(s.id));
  const allChosen = subscribers.length > 0 && chosen.length === subscribers.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set([...current].filter((x) => ids.has(x)));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const erase = () => {
    if (!pendingErase) return;
    const targets = pendingErase.map((s) => s.id);
    remove.run(() => deleteSubscribers({ ids: targets }), {
      failure: MSG.subscriber.deleteError,
      onSuccess: () => {
        setPendingErase(null);
        setSelected((current) => new Set([...current].filter((x) => !targets.includes(x))));
        router.refresh();
      },
      onError: () => setPendingErase(null),
    });
  };

  const message =
    pendingErase?.length === 1
      ? `Êtes-vous sûr de vouloir supprimer l’abonné «\u202f${pendingErase[0]!.email}\u202f»\u202f? Son adresse sera effacée définitivement\u202f; le journal gardera la suppression, sans l’adresse.`
      : `Êtes-vous sûr de vouloir supprimer ${plural(pendingErase?.length ?? 0, 'abonné', 'abonnés')}\u202f? Leurs adresses seront effacées définitivement\u202f; le journal gardera la suppression, sans les adresses.`;

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          q ? `${plural(result.total, 'abonné trouvé', 'abonnés trouvés')}` : plural(result.total, 'abonné', 'abonnés')
        }
        action={
          result.total > 0 || q ? (
            // A plain link: the browser downloads the file (Content-Disposition).
            <a href="/admin/newsletter/export" className={buttonClass.primary} download>
              Exporter en CSV
            </a>
          ) : undefined
        }
      />
      <form
        method="get"
        action="/admin/newsletter"
        role="search"
        aria-label="Rechercher un abonné"
        className="mb-4 flex flex-wrap gap-3"
      >
        <div className="relative min-w-56 flex-1">
          <label htmlFor="abonnes-recherche" className="sr-only">
            Rechercher un abonné par e-mail
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <input
            id="abonnes-recherche"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder="Rechercher par e-mail..."
            className={`${inputClass} pl-9`}
          />
        </div>
        <button type="submit" className={buttonClass.secondary}>
          Rechercher
        </button>
      </form>
      {subscribers.length === 0 ? (
        <EmptyState>{q ? 'Aucun abonné ne correspond à cette recherche.' : 'Aucun abonné pour le moment.'}</EmptyState>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(ids))}
                disabled={remove.pending}
              />
              Tout sélectionner sur cette page
            </label>
            <Button
              variant="danger"
              disabled={chosen.length === 0 || remove.pending}
              onClick={() => setPendingErase(chosen)}
            >
              Supprimer la sélection{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </div>
          <DataTable
            caption="Abonnés à la newsletter"
            columns={['Sélection', 'E-mail', 'Source', 'Date d’inscription', 'Consentement']}
            busy={remove.pending}
          >
            {subscribers.map((s) => (
              <tr key={s.id} className={tableClass.row}>
                <td className={tableClass.td}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300"
                    aria-label={`Sélectionner ${s.email}`}
                    checked={selected.has(s.id)}
                    onChange={() => toggle(s.id)}
                    disabled={remove.pending}
                  />
                </td>
                <td className={`${tableClass.td} ${tableClass.main} font-medium break-all text-slate-900`}>
                  {s.email}
                </td>
                <td className={tableClass.td}>{s.source ? (SOURCE_LABEL[s.source] ?? s.source) : '—'}</td>
                <td className={`${tableClass.td} whitespace-nowrap`}>
                  <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
                </td>
                <td className={`${tableClass.td} text-xs text-slate-600`}>
                  {s.consentVersion ? (
                    <>
                      Texte du {s.consentVersion.split('-').reverse().join('/')}
                      <br />
                      {orDash(s.consentPage)}
                    </>
                  ) : (
                    'Non conservé (inscription antérieure)'
                  )}
                </td>
                <td className={`${tableClass.td} ${tableClass.actions} text-right`}>
                  <DeleteButton
                    label={`l’abonné ${s.email}`}
                    disabled={remove.pending}
                    onClick={() => setPendingErase([s])}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          {result.pageCount > 1 && (
            <nav aria-label="Pages de la liste" className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                Page {result.page} sur {result.pageCount}
              </p>
              <div className="flex gap-2">
                {result.page > 1 && (
                  <Link href={href(q, result.page - 1)} className={buttonClass.secondary}>
                    Page précédente
                  </Link>
                )}
                {result.page < result.pageCount && (
                  <Link href={href(q, result.page + 1)} className={buttonClass.secondary}>
                    Page suivante
                  </Link>
                )}
              </div>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        open={pendingErase !== null}
        title={pendingErase && pendingErase.length > 1 ? 'Supprimer les abonnés' : 'Supprimer l’abonné'}
        message={message}
        busy={remove.pending}
        onConfirm={erase}
        onCancel={() => setPendingErase(null)}
      />
    </>
  );
}
