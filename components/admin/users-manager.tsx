'use client';
import { useState } from 'react';
import { deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import type { ListParams } from '@/lib/admin/list-query';
import type { Page, Profile, Role } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { ConfirmDialog } from './confirm-dialog';
import { CreatedAccountNotice } from './created-account-notice';
import { IconPlus } from './icons';
import { Button, EmptyState, PageHeader } from './ui';
import { useAction } from './use-action';
import { useConfirmDelete } from './use-confirm-delete';
import { CreateUserForm, type CreatedAccount } from './user-create-form';
import { ListFilters, ListPager, type FilterSelect } from './list-controls';
import { UsersTable } from './users-table';

type Props = { result: Page<Profile>; params: ListParams; currentUserId: string };

const NOUN = { one: 'utilisateur', many: 'utilisateurs' };

const FILTERS: FilterSelect[] = [
  {
    param: 'role',
    label: 'Filtrer par rôle',
    options: [
      { value: '', label: 'Tous les rôles' },
      { value: 'admin', label: 'Administrateurs' },
      { value: 'user', label: 'Utilisateurs' },
    ],
  },
  {
    param: 'etat',
    label: 'Filtrer par état du compte',
    options: [
      { value: '', label: 'Actifs et désactivés' },
      { value: 'actifs', label: 'Comptes actifs' },
      { value: 'desactives', label: 'Comptes désactivés' },
    ],
  },
  {
    param: 'tri',
    label: 'Trier par date d’inscription',
    options: [
      { value: '', label: 'Inscrits récemment d’abord' },
      { value: 'anciens', label: 'Inscrits anciennement d’abord' },
    ],
  },
];

/** « Utilisateurs »: creation, search and filters, paging, role and status changes, deletion. */
export function UsersManager({ result, params, currentUserId }: Props) {
  const users = result.items;
  const filtered = Boolean(params.q || params.role || params.etat);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const row = useAction();
  const remove = useConfirmDelete<Profile>(deleteUser, MSG.user.deleteError);
  const locked = creating || row.pending || remove.pending;

  const changeRole = (user: Profile, next: Role) => {
    setBusyId(user.id);
    row.run(() => setUserRole({ id: user.id, role: next }), {
      failure: MSG.user.roleError,
      onSuccess: () => setBusyId(null),
      onError: () => setBusyId(null),
    });
  };
  const toggleActive = (user: Profile) => {
    setBusyId(user.id);
    row.run(() => setUserActive({ id: user.id, isActive: !user.isActive }), {
      failure: MSG.user.statusError,
      onSuccess: () => setBusyId(null),
      onError: () => setBusyId(null),
    });
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

      {created && <CreatedAccountNotice account={created} onClose={() => setCreated(null)} />}

      <ListFilters
        params={params}
        selects={FILTERS}
        searchLabel="Rechercher un utilisateur par e-mail"
        placeholder="Rechercher par e-mail..."
      />

      {users.length === 0 ? (
        <EmptyState>
          {filtered ? 'Aucun utilisateur ne correspond à votre recherche.' : 'Aucun utilisateur pour le moment.'}
        </EmptyState>
      ) : (
        <UsersTable
          users={users}
          currentUserId={currentUserId}
          locked={locked}
          busyId={row.pending ? busyId : null}
          onRole={changeRole}
          onToggleActive={toggleActive}
          onDelete={remove.ask}
        />
      )}
      <ListPager params={params} total={result.total} page={result.page} pageCount={result.pageCount} noun={NOUN} />

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’utilisateur"
        message={`Êtes-vous sûr de vouloir supprimer l’utilisateur ${remove.target?.email ?? ''}\u202f? Son compte et ses sessions seront supprimés.`}
      />
    </>
  );
}
