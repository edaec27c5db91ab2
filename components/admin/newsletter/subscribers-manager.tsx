'use client';
// « Newsletter »: the subscribers with their proof of consent, the CSV export, and erasure (one address
// or a selection, confirmed, then recorded in the journal without the addresses).
import { useState } from 'react';
import { deleteSubscribers } from '@/lib/actions/subscribers';
import { MSG } from '@/lib/copy/messages';
import { SUBSCRIBER_SOURCES, listHref, type ListParams } from '@/lib/admin/list-query';
import type { NewsletterSubscriber, Page } from '@/lib/data/types';
import { formatDateTime } from '@/lib/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, DeleteButton, orDash } from '../ui/table';
import { Button, PageHeader, buttonClass, tableClass } from '../ui/controls';
import { ReadersImport } from './readers-import';
import { choices, type ListFilter } from '../ui/list-controls';
import { ListBody, type ListSpec } from '../ui/list-pager';
import { SelectCell, SelectionBar, useSelection, type BulkAction } from '../ui/list-selection';
import { useConfirmDelete } from '../hooks/use-confirm-delete';

const NOUN = { one: 'abonné', many: 'abonnés' };
const plural = (n: number, one: string, many: string) => (n > 1 ? `${n} ${many}` : `${n} ${one}`);

const FILTERS: ListFilter[] = [
  {
    param: 'source',
    label: 'Filtrer par lieu d’inscription',
    options: choices({ '': 'Toutes les inscriptions', ...SUBSCRIBER_SOURCES }),
  },
];

const LIST: ListSpec = {
  noun: NOUN,
  filters: FILTERS,
  search: { label: 'Rechercher un abonné par e-mail', placeholder: 'Rechercher par e-mail...' },
};

const eraseMany = (n: number) =>
  `Êtes-vous sûr de vouloir supprimer ${plural(n, 'abonné', 'abonnés')}\u202f? Leurs adresses seront effacées définitivement\u202f; le journal gardera la suppression, sans les adresses.`;

const ERASE: BulkAction = {
  key: 'delete',
  label: 'Supprimer la sélection',
  confirmLabel: 'Supprimer',
  danger: true,
  title: (n) => (n > 1 ? 'Supprimer les abonnés' : 'Supprimer l’abonné'),
  message: eraseMany,
  run: (ids) => deleteSubscribers({ ids }),
  failure: MSG.subscriber.deleteError,
};

const eraseOne = ({ id }: { id: string }) => deleteSubscribers({ ids: [id] });

export function SubscribersManager({ result, params }: { result: Page<NewsletterSubscriber>; params: ListParams }) {
  const subscribers = result.items;
  const filtered = Boolean(params.q || params.source);
  const selection = useSelection(subscribers.map((s) => s.id));
  const remove = useConfirmDelete<NewsletterSubscriber>(eraseOne, MSG.subscriber.deleteError);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          filtered
            ? plural(result.total, 'abonné trouvé', 'abonnés trouvés')
            : plural(result.total, 'abonné', 'abonnés')
        }
        action={
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setImporting(true)} disabled={importing}>
              Importer des lecteurs
            </Button>
            {result.total > 0 && (
              // A plain link: the browser downloads the file (Content-Disposition); it exports what the list shows.
              <a href={listHref('/admin/newsletter/export', params)} className={buttonClass.primary} download>
                {filtered ? 'Exporter ces abonnés en CSV' : 'Exporter en CSV'}
              </a>
            )}
          </div>
        }
      />
      {importing && <ReadersImport onClose={() => setImporting(false)} />}
      <ListBody spec={LIST} params={params} result={result} filtered={filtered}>
        <SelectionBar selection={selection} actions={[ERASE]} disabled={remove.pending} />
        <DataTable
          caption="Abonnés à la newsletter"
          columns={[{ label: 'Sélection', hidden: true }, 'E-mail', 'Source', 'Date d’inscription', 'Consentement']}
          busy={remove.pending}
        >
          {subscribers.map((s) => (
            <tr key={s.id} className={tableClass.row}>
              <SelectCell selection={selection} id={s.id} label={`Sélectionner ${s.email}`} disabled={remove.pending} />
              <td className={`${tableClass.td} ${tableClass.main} font-medium break-all text-slate-900`}>{s.email}</td>
              <td className={tableClass.td}>{s.source ? (SUBSCRIBER_SOURCES[s.source] ?? s.source) : '—'}</td>
              <td className={`${tableClass.td} whitespace-nowrap`}>
                <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
              </td>
              <td className={`${tableClass.td} text-xs text-slate-600`}>
                {s.consentNote ? (
                  `Import\u00a0: ${s.consentNote}`
                ) : s.consentVersion ? (
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
                <DeleteButton label={`l’abonné ${s.email}`} disabled={remove.pending} onClick={() => remove.ask(s)} />
              </td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’abonné"
        message={
          remove.target
            ? `Êtes-vous sûr de vouloir supprimer l’abonné «\u202f${remove.target.email}\u202f»\u202f? Son adresse sera effacée définitivement\u202f; le journal gardera la suppression, sans l’adresse.`
            : ''
        }
      />
    </>
  );
}
