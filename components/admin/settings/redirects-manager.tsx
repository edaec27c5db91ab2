'use client';
// « Redirections »: the addresses that moved. Slug changes of published items and renamed categories
// add theirs by themselves; the owner adds the old site's addresses here, one by one or from a CSV file
// (lib/redirects/paths.ts says what is accepted). Every target must be a page of the site.
import { useRef, useState } from 'react';
import { deleteRedirectAction, importRedirectsAction, saveRedirectAction } from '@/lib/actions/redirects';
import { MSG } from '@/lib/copy/messages';
import type { Redirect } from '@/lib/data/redirects';
import { formatDate } from '@/lib/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';
import {
  Button,
  EmptyState,
  ErrorBox,
  FormCard,
  InputField,
  PageHeader,
  buttonClass,
  tableClass,
} from '../ui/controls';
import { FormActions } from '../ui/form-fields';
import { DataTable, RowActions } from '../ui/table';
import { useAction, type FieldErrors } from '../hooks/use-action';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { firstError } from '../hooks/validate';

const ORIGIN = { slug: 'Changement d’adresse', manual: 'Ajoutée à la main' } as const;

type Row = Redirect & { id: string };

function RedirectForm({ editing, onClose }: { editing: Redirect | null; onClose: () => void }) {
  const [values, setValues] = useState({ source: editing?.source ?? '', target: editing?.target ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.run(() => saveRedirectAction({ ...values, previous: editing?.source }), {
      failure: MSG.redirect.error,
      onSuccess: onClose,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };
  return (
    <FormCard
      title={editing ? 'Modifier la redirection' : 'Nouvelle redirection'}
      onSubmit={submit}
      busy={save.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['source', 'Ancienne adresse', 'Un chemin (/nos-services.html) ou une adresse complète de l’ancien site.'],
            ['target', 'Nouvelle adresse', 'Une page de ce site, par exemple /services/mise-en-page.'],
          ] as const
        ).map(([field, label, hint]) => (
          <InputField
            key={field}
            label={label}
            required
            autoFocus={field === 'source'}
            hint={hint}
            error={firstError(errors, field)}
            value={values[field]}
            maxLength={600}
            disabled={save.pending}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
      </div>
      <FormActions
        className="flex gap-3"
        pending={save.pending}
        submitLabel={editing ? 'Mettre à jour' : 'Ajouter'}
        onCancel={onClose}
      />
    </FormCard>
  );
}

function CsvImport() {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<{ error: string; details: string[] } | null>(null);
  const load = useAction();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const csv = await file.text();
    if (input.current) input.current.value = '';
    load.run(() => importRedirectsAction({ csv }), {
      failure: MSG.redirect.error,
      onSuccess: () => setProblems(null),
      onError: (r) => setProblems({ error: r.error, details: (r as { details?: string[] }).details ?? [] }),
    });
  };
  return (
    <section
      aria-labelledby="redirections-import"
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="redirections-import" className="text-lg font-semibold text-slate-900">
        Importer un fichier CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deux colonnes : l’ancienne adresse, puis la nouvelle, séparées par un point-virgule (Excel) ou une virgule.
        Toutes les lignes sont vérifiées avant l’import : s’il y a une erreur, rien n’est importé.
      </p>
      <label className={`${buttonClass.secondary} mt-4 cursor-pointer`}>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          disabled={load.pending}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {load.pending ? 'Import en cours…' : 'Choisir un fichier CSV'}
      </label>
      {problems && (
        <div className="mt-4">
          <ErrorBox>
            <p className="font-medium">{problems.error}</p>
            {problems.details.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {problems.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </ErrorBox>
        </div>
      )}
    </section>
  );
}

export function RedirectsManager({ redirects }: { redirects: Redirect[] }) {
  const [form, setForm] = useState<{ key: number; editing: Redirect | null } | null>(null);
  const remove = useConfirmDelete<Row>(deleteRedirectAction, MSG.redirect.deleteError);
  const locked = form !== null || remove.pending;
  const rows: Row[] = redirects.map((r) => ({ ...r, id: r.source }));

  return (
    <>
      <PageHeader
        title="Redirections"
        description="Les anciennes adresses envoyées vers les pages du site (redirection permanente, 308). Quand l’adresse d’un contenu publié change, son ancienne adresse est ajoutée ici d’elle-même."
        action={
          <Button onClick={() => setForm({ key: Date.now(), editing: null })} disabled={locked}>
            Ajouter une redirection
          </Button>
        }
      />
      {form && <RedirectForm key={form.key} editing={form.editing} onClose={() => setForm(null)} />}
      <CsvImport />
      {rows.length === 0 ? (
        <EmptyState>Aucune redirection pour le moment.</EmptyState>
      ) : (
        <DataTable
          caption="Liste des redirections"
          columns={['Ancienne adresse', 'Nouvelle adresse', 'Origine', 'Modifiée le']}
        >
          {rows.map((r) => (
            <tr key={r.source} className={tableClass.row}>
              <td className={`${tableClass.td} ${tableClass.main} font-mono text-xs break-all text-slate-900`}>
                {r.source}
              </td>
              <td className={`${tableClass.td} font-mono text-xs break-all`}>
                <span aria-hidden="true" className="md:hidden">
                  →{' '}
                </span>
                {r.target}
              </td>
              <td className={`${tableClass.td} md:whitespace-nowrap`}>{ORIGIN[r.origin]}</td>
              <td className={`${tableClass.td} md:whitespace-nowrap`}>{formatDate(r.updatedAt)}</td>
              <RowActions
                label={`la redirection ${r.source}`}
                disabled={locked}
                onEdit={() => setForm({ key: Date.now(), editing: r })}
                onDelete={() => remove.ask(r)}
              />
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer la redirection"
        message={`L’adresse «\u00a0${remove.target?.source ?? ''}\u00a0» ne mènera plus nulle part (page non trouvée). Supprimer la redirection\u202f?`}
      />
    </>
  );
}
