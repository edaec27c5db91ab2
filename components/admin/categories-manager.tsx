'use client';
import { useState } from 'react';
import { toast } from 'sonner';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import type { Category } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/validation/messages';
import { categorySchema } from '@/lib/validation/schemas';
import { slugify } from '@/lib/validation/text';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from './format';
import { IconEdit, IconPlus, IconTrash } from './icons';
import { Button, EmptyState, Field, FormCard, PageHeader, Spinner, buttonClass, inputClass, tableClass } from './ui';
import { useAction, type FieldErrors } from './use-action';
import { firstError, validate } from './validate';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; item: Category };
const EMPTY = { name: '', slug: '' };

export function CategoriesManager({ categories }: { categories: Category[] }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [values, setValues] = useState(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const save = useAction();
  const remove = useAction();

  const formOpen = mode.kind !== 'list';
  const locked = formOpen || remove.pending;

  const close = () => {
    setMode({ kind: 'list' });
    setValues(EMPTY);
    setSlugTouched(false);
    setErrors({});
  };
  const openAdd = () => {
    close();
    setMode({ kind: 'add' });
  };
  const openEdit = (item: Category) => {
    setMode({ kind: 'edit', item });
    setValues({ name: item.name, slug: item.slug });
    setSlugTouched(true);
    setErrors({});
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validate(categorySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first, { duration: TOAST.error });
      return;
    }
    setErrors({});
    const editing = mode.kind === 'edit' ? mode.item : null;
    save.run(() => (editing ? updateCategory({ ...values, id: editing.id }) : addCategory(values)), {
      failure: editing ? MSG.category.updateError : MSG.category.addError,
      successDuration: editing ? TOAST.success : TOAST.add,
      onSuccess: close,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  return (
    <>
      <PageHeader
        title="Catégories"
        description="Les catégories classent les projets, les articles et les tutoriels."
        action={
          <Button onClick={openAdd} disabled={locked}>
            <IconPlus /> Ajouter une catégorie
          </Button>
        }
      />

      {formOpen && (
        <FormCard title={mode.kind === 'edit' ? 'Modifier la catégorie' : 'Nouvelle catégorie'} onSubmit={submit} busy={save.pending}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nom" required error={firstError(errors, 'name')}>
              {(p) => (
                <input
                  {...p}
                  autoFocus
                  className={inputClass}
                  value={values.name}
                  maxLength={120}
                  disabled={save.pending}
                  onChange={(e) => {
                    const name = e.target.value;
                    setValues((v) => ({ name, slug: slugTouched ? v.slug : slugify(name) }));
                  }}
                />
              )}
            </Field>
            <Field label="Slug" required error={firstError(errors, 'slug')} hint="Généré à partir du nom ; modifiable (lettres minuscules, chiffres et tirets).">
              {(p) => (
                <input
                  {...p}
                  className={inputClass}
                  value={values.slug}
                  maxLength={120}
                  disabled={save.pending}
                  onChange={(e) => {
                    setSlugTouched(true);
                    setValues((v) => ({ ...v, slug: e.target.value }));
                  }}
                />
              )}
            </Field>
          </div>
          <div className="flex gap-3">
            <Button type="submit" disabled={save.pending}>
              {save.pending && <Spinner />}
              {mode.kind === 'edit' ? 'Mettre à jour' : 'Ajouter'}
            </Button>
            <Button variant="secondary" onClick={close} disabled={save.pending}>
              Annuler
            </Button>
          </div>
        </FormCard>
      )}

      {categories.length === 0 ? (
        <EmptyState>Aucune catégorie pour le moment. Ajoutez-en une pour classer vos contenus.</EmptyState>
      ) : (
        <div className={tableClass.wrap}>
          <table className={tableClass.table}>
            <caption className="sr-only">Liste des catégories</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={tableClass.th}>
                  Nom
                </th>
                <th scope="col" className={tableClass.th}>
                  Slug
                </th>
                <th scope="col" className={tableClass.th}>
                  Date de création
                </th>
                <th scope="col" className={`${tableClass.th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {categories.map((c) => (
                <tr key={c.id} className={tableClass.row}>
                  <td className={`${tableClass.td} font-medium text-slate-900`}>{c.name}</td>
                  <td className={`${tableClass.td} font-mono text-xs`}>{c.slug}</td>
                  <td className={tableClass.td}>{formatDate(c.createdAt)}</td>
                  <td className={`${tableClass.td} text-right`}>
                    <div className="inline-flex gap-2">
                      <button type="button" className={buttonClass.icon} aria-label={`Modifier la catégorie ${c.name}`} disabled={locked} onClick={() => openEdit(c)}>
                        <IconEdit />
                      </button>
                      <button type="button" className={buttonClass.iconDanger} aria-label={`Supprimer la catégorie ${c.name}`} disabled={locked} onClick={() => setToDelete(c)}>
                        <IconTrash />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer la catégorie"
        message={`Êtes-vous sûr de vouloir supprimer la catégorie « ${toDelete?.name ?? ''} » ? Les projets, articles et tutoriels associés resteront, sans catégorie.`}
        busy={remove.pending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.run(() => deleteCategory({ id: target.id }), { failure: MSG.category.deleteError, onSuccess: () => setToDelete(null), onError: () => setToDelete(null) });
        }}
      />
    </>
  );
}
