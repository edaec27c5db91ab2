'use client';
import type { Profile, Role } from '@/lib/data/types';
import { formatDate, formatDateTime } from '@/lib/dates';
import { DataTable, DeleteButton } from '../ui/table';
import { Spinner, buttonClass, tableClass } from '../ui/controls';
import { ROLES, ROLE_LABEL } from '@/lib/auth/roles';

type Props = {
  users: Profile[];
  currentUserId: string;
  /** Every control is disabled while a write runs. */
  locked: boolean;
  /** The row whose write is running (a spinner next to its e-mail). */
  busyId: string | null;
  onRole: (user: Profile, role: Role) => void;
  onToggleActive: (user: Profile) => void;
  onDelete: (user: Profile) => void;
  onResend: (user: Profile) => void;
  onCancelInvitation: (user: Profile) => void;
};

/** The accounts, with their role, active switch, dates and delete button. */
const phoneLabel = 'max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]';

export function UsersTable(props: Props) {
  const { users, currentUserId, locked, busyId, onRole, onToggleActive, onDelete } = props;
  return (
    <DataTable
      caption="Liste des utilisateurs"
      columns={['E-mail', 'Rôle', 'Actif', 'Inscription', 'Dernière connexion']}
    >
      {users.map((u) => {
        const self = u.id === currentUserId;
        return (
          <tr key={u.id} className={tableClass.row} data-testid="user-row">
            <td className={`${tableClass.td} ${tableClass.main} font-medium break-all text-slate-900`}>
              {u.email}
              {self && (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  vous
                </span>
              )}
              {busyId === u.id && <Spinner className="ml-2 h-3 w-3 text-slate-400" />}
            </td>
            <td className={tableClass.td}>
              <select
                aria-label={`Rôle de ${u.email}`}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100"
                value={u.role}
                disabled={locked}
                onChange={(e) => onRole(u, e.target.value as Role)}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABEL[r]}
                  </option>
                ))}
              </select>
            </td>
            <td className={tableClass.td}>
              <button
                type="button"
                role="switch"
                aria-checked={u.isActive}
                aria-label={`Compte actif : ${u.email}`}
                disabled={locked}
                onClick={() => onToggleActive(u)}
                className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
                  u.isActive ? 'bg-emerald-500' : 'bg-slate-300'
                }`}
              >
                <span
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${u.isActive ? 'translate-x-5' : 'translate-x-0.5'}`}
                />
              </button>
              <span className="ml-2 text-xs text-slate-600">{u.isActive ? 'Actif' : 'Inactif'}</span>
            </td>
            {/* On a phone the rows are cards without column names: each date says what it is (a label drawn
                by CSS, so the cell's text stays the date). */}
            <td data-label={'Inscription\u00a0: '} className={`${tableClass.td} ${phoneLabel} md:whitespace-nowrap`}>
              {formatDate(u.createdAt)}
            </td>
            <td
              data-label={'Dernière connexion\u00a0: '}
              className={`${tableClass.td} ${phoneLabel} md:whitespace-nowrap`}
            >
              {u.invitation ? (
                <Invitation user={u} locked={locked} onResend={props.onResend} onCancel={props.onCancelInvitation} />
              ) : u.lastLogin ? (
                formatDateTime(u.lastLogin)
              ) : (
                'Jamais'
              )}
            </td>
            <td className={`${tableClass.td} ${tableClass.actions} text-right`}>
              <DeleteButton label={`l’utilisateur ${u.email}`} disabled={locked} onClick={() => onDelete(u)} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** An account that never signed in: its invitation, until when it works, « Renvoyer » and « Annuler l'invitation ». */
function Invitation({
  user,
  locked,
  onResend,
  onCancel,
}: {
  user: Profile;
  locked: boolean;
  onResend: (user: Profile) => void;
  onCancel: (user: Profile) => void;
}) {
  const { expired, expiresAt } = user.invitation!;
  return (
    <span className="inline-flex flex-col items-start gap-1 md:whitespace-normal">
      <span className={`font-medium ${expired ? 'text-amber-800' : 'text-sky-800'}`}>
        {expired ? 'Invitation expirée' : 'Invitation envoyée'}
      </span>
      <span className="text-xs text-slate-600">
        {expired ? 'depuis le' : 'valable jusqu’au'} {formatDateTime(expiresAt)}
      </span>
      <span className="flex flex-wrap gap-2">
        {(
          [
            ['Renvoyer', `Renvoyer l’invitation de ${user.email}`, onResend],
            ['Annuler l’invitation', `Annuler l’invitation de ${user.email}`, onCancel],
          ] as const
        ).map(([label, name, act]) => (
          <button
            key={label}
            type="button"
            className={`${buttonClass.secondary} px-2 py-1 text-xs`}
            disabled={locked}
            onClick={() => act(user)}
            aria-label={name}
          >
            {label}
          </button>
        ))}
      </span>
    </span>
  );
}
