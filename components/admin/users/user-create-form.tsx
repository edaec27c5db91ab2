'use client';
import { ROLES, ROLE_LABEL } from '@/lib/auth/roles';
import { useState } from 'react';
import { createUser } from '@/lib/actions/users';
import type { Role } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/copy/messages';
import { createUserSchema } from '@/lib/validation/schemas';
import { FormActions } from '../ui/form-fields';
import { FormCard, InputField, SelectField } from '../ui/controls';
import { useAction, type FieldErrors } from '../hooks/use-action';
import { checkForm, firstError } from '../hooks/validate';

/** What the creation returns: the password when one was generated, null when an invitation was sent. */
export type CreatedAccount = { email: string; password: string | null };

/** « Nouvel utilisateur »: e-mail and role, checked in the browser and again by the action. */
export function CreateUserForm({
  invites,
  onClose,
  onCreated,
}: {
  invites: boolean;
  onClose: () => void;
  onCreated: (account: CreatedAccount) => void;
}) {
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
        <InputField
          label="E-mail"
          required
          error={firstError(errors, 'email')}
          autoFocus
          type="email"
          autoComplete="off"
          value={values.email}
          disabled={save.pending}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <SelectField
          label="Rôle"
          error={firstError(errors, 'role')}
          value={values.role}
          disabled={save.pending}
          onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as Role }))}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
        />
      </div>
      <p className="text-sm text-slate-600">
        {invites
          ? 'Une invitation lui est envoyée par e-mail pour choisir son mot de passe ; la liste montre qu’elle est en attente, et jusqu’à quand, jusqu’à sa première connexion.'
          : 'Un mot de passe est généré et affiché une seule fois après la création : transmettez-le à la personne.'}
      </p>
      <FormActions className="flex gap-3" pending={save.pending} submitLabel="Créer l’utilisateur" onCancel={onClose} />
    </FormCard>
  );
}
