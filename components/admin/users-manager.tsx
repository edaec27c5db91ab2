'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { createUser, deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import type { Profile, Role } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/validation/messages';
import { createUserSchema } from '@/lib/validation/schemas';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate, formatDateTime } from './format';
import { IconPlus, IconSearch } from './icons';
import { FormActions } from './form-fields';
import { DataTable, DeleteButton } from './table';
import { Button, EmptyState, Field, FormCard, PageHeader, Spinner, inputClass, tableClass } from './ui';
import { useAction, type FieldErrors } from './use-action';
import { useConfirmDelete } from './use-confirm-delete';
import { checkForm, firstError } from './validate';

type RoleFilter = '' | Role;
type Props = { users: Profile[]; currentUserId: string; q: string; role: RoleFilter };

const ROLE_LABEL: Record<Role, string> = { admin: 'Administrateur', user: 'Utilisateur' };

export function UsersManager({ users, currentUserId, q, role }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(q);
  const [roleFilter, setRoleFilter] = useState<RoleFilter>(role);
  const [filtering, startFiltering] = useTransition();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string | null } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const row = useAction();
  const remove = useConfirmDelete<Profile>(deleteUser, MSG.user.deleteError);
  const locked = creating || row.pending || remove.pending;

  // Search and role filter live in the URL (?q=…&role=…), read on the server. The latest values
  // are kept in refs so a pending debounced search never brings back an older role.
  const latest = useRef({ q: search, role });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const applyFilter = () => {
    clearTimeout(timer.current ?? undefined);
    const params = new URLSearchParams();
    const { q: nq, role: nr } = latest.current;
    if (nq.trim()) params.set('q', nq.trim());
    if (nr) params.set('role', nr);
    const query = params.toString();
    startFiltering(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  const changeRole = (user: Profile, next: Role) => {
    setBusyId(user.id);
    row.run(() => setUserRole({ id: user.id, role: next }), { failure: MSG.user.roleError, onSuccess: () => setBusyId(null), onError: () => setBusyId(null) });
  };
  const toggleActive = (user: Profile) => {
    setBusyId(user.id);
    row.run(() => setUserActive({ id: user.id, isActive: !user.isActive }), { failure: MSG.user.statusError, onSuccess: () => setBusyId(null), onError: () => setBusyId(null) });
  };

  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Comptes ayant accès au site. Seuls les administrateurs actifs entrent dans l’administration."
        action={
          <Button
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
            disabled={locked}
          >
            <IconPlus /> Ajouter un utilisateur
          </Button>
        }
      />

      {creating && (
        <CreateUserForm
          onClose={() => setCreating(false)}
          onCreated={(account) => {
            setCreating(false);
            setCreated(account);
          }}
        />
      )}

      {created && (
        <div role="status" className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          {created.password ? (
            <>
              <p className="font-semibold">Compte créé pour {created.email}.</p>
              <p className="mt-1">Mot de passe généré, affiché une seule fois : transmettez-le à la personne de façon sûre.</p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <code className="rounded-md border border-emerald-300 bg-white px-3 py-1.5 font-mono text-base text-slate-900" data-testid="generated-password">
                  {created.password}
                </code>
                <Button
                  variant="secondary"
                  onClick={() => {
                    void navigator.clipboard?.writeText(created.password ?? '').then(
                      () => toast.success('Mot de passe copié', { duration: TOAST.success }),
                      () => {},
                    );
                  }}
                >
                  Copier
                </Button>
              </div>
            </>
          ) : (
            <p className="font-semibold">Invitation envoyée à {created.email} : la personne choisira son mot de passe.</p>
          )}
          <Button variant="secondary" className="mt-3" onClick={() => setCreated(null)}>
            Fermer
          </Button>
        </div>
      )}

      <div className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <div className="relative min-w-56 flex-1">
          <label htmlFor="users-search" className="sr-only">
            Rechercher un utilisateur par e-mail
          </label>
          <IconSearch className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
          <input
            id="users-search"
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Rechercher..."
            value={search}
            onChange={(e) => {
              const value = e.target.value;
              setSearch(value);
              latest.current.q = value;
              clearTimeout(timer.current ?? undefined);
              timer.current = setTimeout(applyFilter, 300);
            }}
          />
        </div>
        <div>
          <label htmlFor="users-role" className="sr-only">
            Filtrer par rôle
          </label>
          <select
            id="users-role"
            className={inputClass}
            value={roleFilter}
            onChange={(e) => {
              const next = e.target.value as RoleFilter;
              setRoleFilter(next);
              latest.current.role = next;
              applyFilter();
            }}
          >
            <option value="">Tous les rôles</option>
            <option value="admin">Administrateurs</option>
            <option value="user">Utilisateurs</option>
          </select>
        </div>
        {filtering && (
          <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> Recherche…
          </span>
        )}
      </div>

      {users.length === 0 ? (
        <EmptyState>{q || role ? 'Aucun utilisateur ne correspond à votre recherche.' : 'Aucun utilisateur pour le moment.'}</EmptyState>
      ) : (
        <DataTable caption="Liste des utilisateurs" columns={['E-mail', 'Rôle', 'Actif', 'Inscription', 'Dernière connexion']}>
          {users.map((u) => {
            const self = u.id === currentUserId;
            return (
              <tr key={u.id} className={tableClass.row} data-testid="user-row">
                <td className={`${tableClass.td} font-medium text-slate-900`}>
                  {u.email}
                  {self && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">vous</span>}
                  {busyId === u.id && row.pending && <Spinner className="ml-2 h-3 w-3 text-slate-400" />}
                </td>
                <td className={tableClass.td}>
                  <select
                    aria-label={`Rôle de ${u.email}`}
                    className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
                    value={u.role}
                    disabled={locked}
                    onChange={(e) => changeRole(u, e.target.value as Role)}
                  >
                    <option value="user">{ROLE_LABEL.user}</option>
                    <option value="admin">{ROLE_LABEL.admin}</option>
                  </select>
                </td>
                <td className={tableClass.td}>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={u.isActive}
                    aria-label={`Compte actif : ${u.email}`}
                    disabled={locked}
                    onClick={() => toggleActive(u)}
                    className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
                      u.isActive ? 'bg-emerald-500' : 'bg-slate-300'
                    }`}
                  >
                    <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${u.isActive ? 'translate-x-5' : 'translate-x-0.5'}`} />
                  </button>
                  <span className="ml-2 text-xs text-slate-600">{u.isActive ? 'Actif' : 'Inactif'}</span>
                </td>
                <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                <td className={`${tableClass.td} whitespace-nowrap`}>{u.lastLogin ? formatDateTime(u.lastLogin) : 'Jamais'}</td>
                <td className={`${tableClass.td} text-right`}>
                  <DeleteButton label={`l’utilisateur ${u.email}`} disabled={locked} onClick={() => remove.ask(u)} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’utilisateur"
        message={`Êtes-vous sûr de vouloir supprimer l’utilisateur ${remove.target?.email ?? ''} ? Son compte et ses sessions seront supprimés.`}
      />
    </>
  );
}

function CreateUserForm({ onClose, onCreated }: { onClose: () => void; onCreated: (account: { email: string; password: string | null }) => void }) {
  const [values, setValues] = useState<{ email: string; role: Role }>({ email: '', role: 'user' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!checkForm(createUserSchema, values, setErrors)) return;
    save.run(() => createUser(values), {
      failure: MSG.user.createError,
      successDuration: TOAST.add,
      onSuccess: ({ data }) => onCreated({ email: data?.email ?? values.email, password: data?.password ?? null }),
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  return (
    <FormCard title="Nouvel utilisateur" onSubmit={submit} busy={save.pending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="E-mail" required error={firstError(errors, 'email')}>
          {(p) => (
            <input
              {...p}
              autoFocus
              type="email"
              autoComplete="off"
              className={inputClass}
              value={values.email}
              disabled={save.pending}
              onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Rôle" error={firstError(errors, 'role')}>
          {(p) => (
            <select {...p} className={inputClass} value={values.role} disabled={save.pending} onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as Role }))}>
              <option value="user">{ROLE_LABEL.user}</option>
              <option value="admin">{ROLE_LABEL.admin}</option>
            </select>
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600">Un mot de passe est généré et affiché une seule fois après la création.</p>
      <FormActions className="flex gap-3" pending={save.pending} submitLabel="Créer l’utilisateur" onCancel={onClose} />
    </FormCard>
  );
}
