'use client';
import { useState } from 'react';
import { deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import type { Profile, Role } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { ConfirmDialog } from './confirm-dialog';
import { CreatedAccountNotice } from './created-account-notice';
import { IconPlus } from './icons';
import { Button, EmptyState, PageHeader } from './ui';
import { useAction } from './use-action';
import { useConfirmDelete } from './use-confirm-delete';
import { CreateUserForm, type CreatedAccount } from './user-create-form';
import { UsersFilter, type RoleFilter } from './users-filter';
import { UsersTable } from './users-table';

type Props = { users: Profile[]; currentUserId: string; q: string; role: RoleFilter };

/** « Utilisateurs »: creation, search and role filter, role and status changes, deletion. */
export function UsersManager({ users, currentUserId, q, role }: Props) {
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

      <UsersFilter q={q} role={role} />

      {users.length === 0 ? (
        <EmptyState>
          {q || role ? 'Aucun utilisateur ne correspond à votre recherche.' : 'Aucun utilisateur pour le moment.'}
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

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’utilisateur"
        message={`Êtes-vous sûr de vouloir supprimer l’utilisateur ${remove.target?.email ?? ''} ? Son compte et ses sessions seront supprimés.`}
      />
    </>
  );
}
