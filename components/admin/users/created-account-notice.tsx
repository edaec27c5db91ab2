'use client';
import { toast } from '@/components/ui/toaster';
import { Button } from '../ui/controls';
import type { CreatedAccount } from './user-create-form';

/** After a creation: the generated password, shown once with « Copier », or the invitation notice. */
export function CreatedAccountNotice({ account, onClose }: { account: CreatedAccount; onClose: () => void }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      {account.password ? (
        <>
          <p className="font-semibold">Compte créé pour {account.email}.</p>
          <p className="mt-1">
            Mot de passe généré, affiché une seule fois : transmettez-le à la personne de façon sûre.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code
              className="rounded-md border border-emerald-300 bg-white px-3 py-1.5 font-mono text-base text-slate-900"
              data-testid="generated-password"
            >
              {account.password}
            </code>
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(account.password ?? '').then(
                  () => toast.success('Mot de passe copié'),
                  () => {},
                );
              }}
            >
              Copier
            </Button>
          </div>
        </>
      ) : (
        <p className="font-semibold">Invitation envoyée à {account.email} : la personne choisira son mot de passe.</p>
      )}
      <Button variant="secondary" className="mt-3" onClick={onClose}>
        Fermer
      </Button>
    </div>
  );
}
