// « Journal »: the audit log, newest first, with its filters (a GET form: the state is in the URL) and paging.
import Link from 'next/link';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity, type AuditRow } from '@/lib/data/audit';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import type { Page } from '@/lib/data/types';
import { formatDateTime } from '@/lib/dates';
import { DataTable, orDash } from '../ui/table';
import { EmptyState, PageHeader, buttonClass, inputClass, tableClass } from '../ui/controls';

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

type Filter = { actor: string; entity: string; action: string; from: string; to: string };

function pageHref(filter: Filter, page: number): string {
  const q = new URLSearchParams();
  if (filter.actor) q.set('auteur', filter.actor);
  if (filter.entity) q.set('element', filter.entity);
  if (filter.action) q.set('action', filter.action);
  if (filter.from) q.set('du', filter.from);
  if (filter.to) q.set('au', filter.to);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/admin/journal?${s}` : '/admin/journal';
}

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

/** A filter of the journal's GET form with its label (a server component: ids are fixed). */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A drop-down of the form, named after its id's last part, « all » first (no filter). */
function FilterSelect({
  id,
  value,
  all,
  options,
}: {
  id: string;
  value: string;
  all: string;
  options: readonly (readonly string[])[];
}) {
  return (
    <select id={id} name={id.replace('journal-', '')} defaultValue={value} className={inputClass}>
      <option value="">{all}</option>
      {options.map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  );
}

export function JournalView({ result, filter }: { result: Page<AuditRow>; filter: Filter }) {
  const { items, total, page, pageCount } = result;
  return (
    <>
      <PageHeader
        title="Journal"
        description="Chaque modification faite dans l’administration et chaque tentative de connexion, de la plus récente à la plus ancienne. Le journal ne peut être ni modifié ni effacé."
      />
      <form
        method="get"
        action="/admin/journal"
        role="search"
        aria-label="Filtrer le journal"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-3 md:items-end xl:grid-cols-6"
      >
        <FilterField id="journal-auteur" label="Auteur">
          <input
            id="journal-auteur"
            name="auteur"
            defaultValue={filter.actor}
            placeholder="E-mail"
            maxLength={200}
            className={inputClass}
          />
        </FilterField>
        {(
          [
            ['element', 'Élément', filter.entity, 'Tous les éléments', AUDIT_ENTITIES.map((e) => [e, ENTITY_LABEL[e]])],
            ['action', 'Action', filter.action, 'Toutes les actions', AUDIT_ACTIONS.map((a) => [a, ACTION_LABEL[a]])],
          ] as const
        ).map(([name, label, value, all, options]) => (
          <FilterField key={name} id={`journal-${name}`} label={label}>
            <FilterSelect id={`journal-${name}`} value={value} all={all} options={options} />
          </FilterField>
        ))}
        <FilterField id="journal-du" label="Du">
          <input id="journal-du" name="du" type="date" defaultValue={filter.from} className={inputClass} />
        </FilterField>
        <FilterField id="journal-au" label="Au">
          <input id="journal-au" name="au" type="date" defaultValue={filter.to} className={inputClass} />
        </FilterField>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>
            Filtrer
          </button>
          <Link href="/admin/journal" className={buttonClass.secondary}>
            Effacer
          </Link>
        </div>
      </form>

      <p role="status" className="mb-3 text-sm text-slate-500">
        {total === 0 ? 'Aucune entrée' : total === 1 ? '1 entrée' : `${total} entrées`}
        {pageCount > 1 && ` · page ${page} sur ${pageCount}`}
      </p>

      {items.length === 0 ? (
        <EmptyState>Aucune entrée ne correspond à ces filtres.</EmptyState>
      ) : (
        <JournalTable items={items} caption="Journal des modifications" />
      )}

      {pageCount > 1 && (
        <nav aria-label="Pages du journal" className="mt-4 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={pageHref(filter, page - 1)} className={buttonClass.secondary}>
              Plus récentes
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount && (
            <Link href={pageHref(filter, page + 1)} className={buttonClass.secondary}>
              Plus anciennes
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
