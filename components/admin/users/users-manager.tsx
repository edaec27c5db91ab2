'use client';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { cancelInvitation, deleteUser, resendInvitation, setUserActive, setUserRole } from '@/lib/actions/users';
import type { ListParams } from '@/lib/admin/list-query';
import type { Page, Profile, Role } from '@/lib/data/types';
import { MSG } from '@/lib/copy/messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CreatedAccountNotice } from './created-account-notice';
import { PlusIcon } from '@/components/icons/admin';
import { Button, PageHeader } from '../ui/controls';
import { useAction } from '../hooks/use-action';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { CreateUserForm, type CreatedAccount } from './user-create-form';
import { choices, type ListFilter } from '../ui/list-controls';
import { ListBody, type ListSpec } from '../ui/list-pager';
import { UsersTable } from './users-table';

type Props = {
  result: Page<Profile>;
  params: ListParams;
  currentUserId: string;
  /** New accounts get an e-mailed invitation (Supabase Auth or SMTP_URL); otherwise a password is shown once. */
  invites: boolean;
};

const NOUN = { one: 'utilisateur', many: 'utilisateurs' };

const FILTERS: ListFilter[] = [
  {
    param: 'role',
    label: 'Filtrer par rôle',
    options: choices({
      '': 'Tous les rôles',
      admin: 'Administrateurs',
      editor: 'Éditeurs',
      author: 'Auteurs',
      user: 'Utilisateurs',
    }),
  },
  {
    param: 'etat',
    label: 'Filtrer par état du compte',
    options: choices({ '': 'Actifs et désactivés', actifs: 'Comptes actifs', desactives: 'Comptes désactivés' }),
  },
  {
    param: 'tri',
    label: 'Trier par date d’inscription',
    options: choices({ '': 'Inscrits récemment d’abord', anciens: 'Inscrits anciennement d’abord' }),
  },
];

const LIST: ListSpec = {
  noun: NOUN,
  filters: FILTERS,
  search: { label: 'Rechercher un utilisateur par e-mail', placeholder: 'Rechercher par e-mail...' },
};

/** « Utilisateurs »: creation, search and filters, paging, role and status changes, deletion. */
export function UsersManager({ result, params, currentUserId, invites }: Props) {
  const users = result.items;
  const filtered = Boolean(params.q || params.role || params.etat);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const row = useAction();
  const remove = useConfirmDelete<Profile>(deleteUser, MSG.user.deleteError);
  const cancel = useConfirmDelete<Profile>(cancelInvitation, MSG.user.inviteError);
  const locked = creating || row.pending || remove.pending || cancel.pending;

  // One write on one row at a time: its spinner shows until the write ends, whatever the outcome.
  const onRow = (user: Profile, call: () => Promise<ActionResult>, failure: string) => {
    setBusyId(user.id);
    const done = () => setBusyId(null);
    row.run(call, { failure, onSuccess: done, onError: done });
  };
  const changeRole = (user: Profile, role: Role) =>
    onRow(user, () => setUserRole({ id: user.id, role }), MSG.user.roleError);
  const toggleActive = (user: Profile) =>
    onRow(user, () => setUserActive({ id: user.id, isActive: !user.isActive }), MSG.user.statusError);

  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Comptes ayant accès au site. Les administrateurs, éditeurs et auteurs actifs entrent dans l’administration, chacun selon son rôle."
        action={
          <Button
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
            disabled={locked}
          >
            <PlusIcon /> Ajouter un utilisateur
          </Button>
        }
      />

      {creating && (
        <CreateUserForm
          invites={invites}
          onClose={() => setCreating(false)}
          onCreated={(account) => {
            setCreating(false);
            setCreated(account);
          }}
        />
      )}

      {created && <CreatedAccountNotice account={created} onClose={() => setCreated(null)} />}

      <ListBody spec={LIST} params={params} result={result} filtered={filtered}>
        <UsersTable
          users={users}
          currentUserId={currentUserId}
          locked={locked}
          busyId={row.pending ? busyId : null}
          onRole={changeRole}
          onToggleActive={toggleActive}
          onDelete={remove.ask}
          onResend={(user) => onRow(user, () => resendInvitation({ id: user.id }), MSG.user.inviteError)}
          onCancelInvitation={cancel.ask}
        />
      </ListBody>

      <ConfirmDialog
        {...cancel.dialog}
        title="Annuler l’invitation"
        confirmLabel="Annuler l’invitation"
        message={`Le compte de ${cancel.target?.email ?? ''}, qui ne s’est jamais connecté, sera supprimé et son lien d’invitation ne marchera plus.`}
      />
      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’utilisateur"
        message={`Êtes-vous sûr de vouloir supprimer l’utilisateur ${remove.target?.email ?? ''}\u202f? Son compte et ses sessions seront supprimés.`}
      />
    </>
  );
}
