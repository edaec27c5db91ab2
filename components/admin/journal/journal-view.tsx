// « Journal »: the audit log, newest first, with the list kit's filters (their state is in the URL) and pager.
import Link from 'next/link';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity, type AuditRow } from '@/lib/data/audit';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import type { Page } from '@/lib/data/types';
import { formatDateTime } from '@/lib/dates';
import type { ListParams } from '@/lib/admin/list-query';
import { DataTable, orDash } from '../ui/table';
import { PageHeader, tableClass } from '../ui/controls';
import { type ListFilter } from '../ui/list-controls';
import { ListBody, type ListSpec } from '../ui/list-pager';

export const ENTITY_LABEL: Record<AuditEntity, string> = {
  user: 'Utilisateur',
  category: 'Catégorie',
  project: 'Projet',
  post: 'Article',
  tutorial: 'Tutoriel',
  pricing: 'Tarifs',
  settings: 'Réglages',
  texts: 'Textes du site',
  testimonials: 'Témoignages',
  newsletter: 'Newsletter',
  media: 'Médiathèque',
  redirect: 'Redirection',
  session: 'Connexion',
};

export const ACTION_LABEL: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  move: 'Déplacement',
  role: 'Changement de rôle',
  status: 'Changement de statut',
  export: 'Export',
  restore: 'Restauration',
  preview: 'Aperçu',
  sign_in: 'Connexion réussie',
  sign_in_failed: 'Échec de connexion',
  review: 'Relecture',
};

/** Where an entry's content is edited today (the managers open that item's form from `?modifier=`). */
export function adminHref(entity: AuditEntity, id: string | null): string | null {
  if (!id) return null;
  const list = { project: '/admin/projects', post: '/admin/blog', tutorial: '/admin/tutorials' } as const;
  if (entity === 'category') return '/admin/categories';
  if (entity === 'pricing') return '/admin/tarifs';
  if (entity === 'settings') return '/admin/reglages';
  if (entity === 'texts') return '/admin/reglages/textes';
  if (entity === 'testimonials') return '/admin/reglages/temoignages';
  if (entity === 'redirect') return '/admin/reglages/redirections';
  return entity in list ? `${list[entity as keyof typeof list]}?modifier=${encodeURIComponent(id)}` : null;
}

/** The address column: the recorded client address, or why there is none. */
/** A client address worth showing: one a trusted proxy gave (without one, every visitor shares UNKNOWN_CLIENT). */
export const knownAddress = (ip: string | null): string | null => (!ip || ip === UNKNOWN_CLIENT ? null : ip);

/** The content's current title, linked to its form; nothing once the content was deleted. */
function EntryTitle({ row }: { row: AuditRow }) {
  const href = adminHref(row.entity, row.entityId);
  if (!row.currentTitle || !href) return null;
  return (
    <Link href={href} className="mt-0.5 block font-medium text-brand-700 underline-offset-2 hover:underline">
      {row.currentTitle}
    </Link>
  );
}

/**
 * The journal's rows: date, author, action, element (its current title linked), summary, and the address when
 * the page has any to show (none is recorded without a trusted proxy: no column of « unknown »).
 */
export function JournalTable({ items, caption }: { items: AuditRow[]; caption: string }) {
  const withAddress = items.some((row) => knownAddress(row.ip));
  const columns = ['Date', 'Auteur', 'Action', 'Élément', 'Résumé', ...(withAddress ? ['Adresse'] : [])];
  return (
    <DataTable caption={caption} columns={columns} actions={false}>
      {items.map((row) => (
        <tr key={row.id} className={tableClass.row}>
          <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
          <td className={tableClass.td}>{orDash(row.actorEmail)}</td>
          <td className={`${tableClass.td} whitespace-nowrap`}>
            {ACTION_LABEL[row.action as keyof typeof ACTION_LABEL] ?? row.action}
          </td>
          <td className={tableClass.td}>
            <span className="whitespace-nowrap">{ENTITY_LABEL[row.entity] ?? row.entity}</span>
            <EntryTitle row={row} />
          </td>
          <td className={`${tableClass.td} max-md:order-first max-md:basis-full`}>{row.summary}</td>
          {withAddress && (
            <td className={`${tableClass.td} font-mono text-xs whitespace-nowrap`}>{orDash(knownAddress(row.ip))}</td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

const NOUN = { one: 'entrée', many: 'entrées', feminine: true };

const FILTERS: ListFilter[] = [
  {
    param: 'element',
    label: 'Élément',
    options: [
      { value: '', label: 'Tous les éléments' },
      ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABEL[e] })),
    ],
  },
  {
    param: 'action',
    label: 'Action',
    options: [
      { value: '', label: 'Toutes les actions' },
      ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] })),
    ],
  },
  { param: 'du', label: 'Du', type: 'date' },
  { param: 'au', label: 'Au', type: 'date' },
];

const LIST: ListSpec = {
  noun: NOUN,
  filters: FILTERS,
  search: { label: 'Filtrer par auteur (e-mail)', placeholder: 'Auteur (e-mail)...', param: 'auteur' },
};

export function JournalView({ result, params }: { result: Page<AuditRow>; params: ListParams }) {
  return (
    <>
      <PageHeader
        title="Journal"
        description="Chaque modification faite dans l’administration et chaque tentative de connexion, de la plus récente à la plus ancienne. Le journal ne peut être ni modifié ni effacé."
      />
      <ListBody spec={LIST} params={params} result={result} filtered>
        <JournalTable items={result.items} caption="Journal des modifications" />
      </ListBody>
    </>
  );
}
