'use client';
import { useState } from 'react';
import { deleteTutorial } from '@/lib/actions/tutorials';
import type { Category, Tutorial } from '@/lib/data/types';
import { MSG } from '@/lib/validation/messages';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from './format';
import { IconEdit, IconPlus, IconTrash } from './icons';
import { Thumb } from './thumb';
import { TutorialForm } from './tutorial-form';
import { Button, EmptyState, PageHeader, buttonClass, tableClass } from './ui';
import { useAction } from './use-action';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; tutorial: Tutorial };

export function TutorialsManager({ tutorials, categories }: { tutorials: Tutorial[]; categories: Pick<Category, 'id' | 'name'>[] }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<Tutorial | null>(null);
  const remove = useAction();
  const locked = mode.kind !== 'list' || remove.pending;

  const open = (next: Mode) => {
    setFormKey((k) => k + 1);
    setMode(next);
  };

  return (
    <>
      <PageHeader
        title="Tutoriels"
        description="Les tutoriels vidéo publiés sur /tutoriels, du plus récent au plus ancien."
        action={
          <Button onClick={() => open({ kind: 'add' })} disabled={locked}>
            <IconPlus /> Ajouter un tutoriel
          </Button>
        }
      />

      {mode.kind !== 'list' && (
        <TutorialForm key={formKey} tutorial={mode.kind === 'edit' ? mode.tutorial : null} categories={categories} onClose={() => setMode({ kind: 'list' })} />
      )}

      {tutorials.length === 0 ? (
        <EmptyState>Aucun tutoriel pour le moment. Ajoutez votre première vidéo.</EmptyState>
      ) : (
        <div className={tableClass.wrap}>
          <table className={tableClass.table}>
            <caption className="sr-only">Liste des tutoriels</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={tableClass.th}>
                  Titre
                </th>
                <th scope="col" className={tableClass.th}>
                  Catégorie
                </th>
                <th scope="col" className={tableClass.th}>
                  Durée
                </th>
                <th scope="col" className={tableClass.th}>
                  Date
                </th>
                <th scope="col" className={`${tableClass.th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tutorials.map((t) => (
                <tr key={t.id} className={tableClass.row}>
                  <td className={tableClass.td}>
                    <div className="flex items-center gap-3">
                      <Thumb src={t.thumbnail} alt="" className="h-10 w-14" />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{t.title}</p>
                        {t.tags.length > 0 && <p className="truncate text-xs text-slate-500">{t.tags.join(', ')}</p>}
                      </div>
                    </div>
                  </td>
                  <td className={tableClass.td}>{t.categoryName ?? <span className="text-slate-400">—</span>}</td>
                  <td className={`${tableClass.td} tabular-nums`}>{t.duration ?? <span className="text-slate-400">—</span>}</td>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(t.createdAt)}</td>
                  <td className={`${tableClass.td} text-right`}>
                    <div className="inline-flex gap-2">
                      <button type="button" className={buttonClass.icon} aria-label={`Modifier le tutoriel ${t.title}`} disabled={locked} onClick={() => open({ kind: 'edit', tutorial: t })}>
                        <IconEdit />
                      </button>
                      <button type="button" className={buttonClass.iconDanger} aria-label={`Supprimer le tutoriel ${t.title}`} disabled={locked} onClick={() => setToDelete(t)}>
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
        title="Supprimer le tutoriel"
        message={`Êtes-vous sûr de vouloir supprimer le tutoriel « ${toDelete?.title ?? ''} » ?`}
        busy={remove.pending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.run(() => deleteTutorial({ id: target.id }), { failure: MSG.tutorial.deleteError, onSuccess: () => setToDelete(null), onError: () => setToDelete(null) });
        }}
      />
    </>
  );
}
