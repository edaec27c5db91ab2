'use client';
// « Corbeille »: what was deleted in the last 30 days, with « Restaurer » and « Supprimer définitivement ».
import { useState } from 'react';
import { purgeTrashItem, restoreTrashItem } from '@/lib/actions/trash';
import { KINDS } from '@/lib/kinds';
import { MSG } from '@/lib/copy/messages';
import type { TrashItem } from '@/lib/data/trash';
import { formatDate } from '@/lib/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, EmptyState, PageHeader, tableClass } from '../ui/controls';
import { DataTable } from '../ui/table';
import { useAction } from '../hooks/use-action';
import { useConfirmDelete } from '../hooks/use-confirm-delete';

export function TrashManager({ items }: { items: TrashItem[] }) {
  const restore = useAction();
  const [restoring, setRestoring] = useState<string | null>(null);
  const purge = useConfirmDelete<TrashItem>(purgeTrashItem, MSG.trash.purgeError);
  const busy = restore.pending || purge.pending;

  return (
    <>
      <PageHeader
        title="Corbeille"
        description="Les articles, tutoriels et projets supprimés restent ici 30 jours, hors du site, puis sont supprimés définitivement avec leurs versions ; leurs images sont libérées à ce moment-là."
      />
      {items.length === 0 ? (
        <EmptyState>La corbeille est vide.</EmptyState>
      ) : (
        <DataTable
          caption="Contenus dans la corbeille"
          columns={['Titre', 'Type', 'Supprimé le', 'Supprimé définitivement le']}
        >
          {items.map((item) => (
            <tr key={item.id} className={tableClass.row}>
              <td className={`${tableClass.td} ${tableClass.main}`}>
                <p className="font-medium text-slate-900">{item.title}</p>
                <p className="font-mono text-xs break-all text-slate-500">{item.slug}</p>
              </td>
              <td className={tableClass.td}>{KINDS[item.kind].label}</td>
              <td className={`${tableClass.td} md:whitespace-nowrap`}>
                <span className="md:hidden">Supprimé le </span>
                {formatDate(item.deletedAt)}
                {item.deletedBy && <span className="block text-xs text-slate-500">par {item.deletedBy}</span>}
              </td>
              <td className={`${tableClass.td} md:whitespace-nowrap`}>
                <span className="md:hidden">Supprimé définitivement le </span>
                {formatDate(item.expiresAt)}
              </td>
              <td className={`${tableClass.td} ${tableClass.actions} text-right`}>
                <div className="inline-flex flex-wrap justify-end gap-2 lg:flex-nowrap">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Restaurer ${KINDS[item.kind].the} ${item.title}`}
                    onClick={() => {
                      setRestoring(item.id);
                      restore.run(() => restoreTrashItem({ id: item.id }), {
                        failure: MSG.trash.restoreError,
                        onSuccess: () => setRestoring(null),
                        onError: () => setRestoring(null),
                      });
                    }}
                  >
                    {restoring === item.id ? 'Restauration…' : 'Restaurer'}
                  </Button>
                  <Button
                    variant="danger"
                    disabled={busy}
                    aria-label={`Supprimer définitivement ${KINDS[item.kind].the} ${item.title}`}
                    onClick={() => purge.ask(item)}
                  >
                    Supprimer définitivement
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        {...purge.dialog}
        title="Supprimer définitivement"
        confirmLabel="Supprimer définitivement"
        message={`«\u00a0${purge.target?.title ?? ''}\u00a0» et ses versions seront supprimés définitivement ; ses images, si rien d’autre ne les utilise, aussi. Cette action est irréversible.`}
      />
    </>
  );
}
