'use client';
import { useState } from 'react';
import { deleteBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { MSG } from '@/lib/validation/messages';
import { BlogForm } from './blog-form';
import { ConfirmDialog } from './confirm-dialog';
import { formatDay } from './format';
import { IconEdit, IconPlus, IconTrash } from './icons';
import { Thumb } from './thumb';
import { Button, EmptyState, PageHeader, buttonClass, tableClass } from './ui';
import { useAction } from './use-action';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; post: BlogPost };

export function BlogManager({ posts, categories }: { posts: BlogPost[]; categories: Pick<Category, 'id' | 'name'>[] }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const remove = useAction();
  const locked = mode.kind !== 'list' || remove.pending;

  const open = (next: Mode) => {
    setFormKey((k) => k + 1);
    setMode(next);
  };

  return (
    <>
      <PageHeader
        title="Articles du blog"
        description="Les articles publiés sur /blog, du plus récent au plus ancien."
        action={
          <Button onClick={() => open({ kind: 'add' })} disabled={locked}>
            <IconPlus /> Ajouter un article
          </Button>
        }
      />

      {mode.kind !== 'list' && <BlogForm key={formKey} post={mode.kind === 'edit' ? mode.post : null} categories={categories} onClose={() => setMode({ kind: 'list' })} />}

      {posts.length === 0 ? (
        <EmptyState>Aucun article pour le moment. Rédigez votre premier article.</EmptyState>
      ) : (
        <div className={tableClass.wrap}>
          <table className={tableClass.table}>
            <caption className="sr-only">Liste des articles</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={tableClass.th}>
                  Titre
                </th>
                <th scope="col" className={tableClass.th}>
                  Catégorie
                </th>
                <th scope="col" className={tableClass.th}>
                  Auteur
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
              {posts.map((post) => (
                <tr key={post.id} className={tableClass.row}>
                  <td className={tableClass.td}>
                    <div className="flex items-center gap-3">
                      <Thumb src={post.imageUrl} alt="" className="h-10 w-14" />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{post.title}</p>
                        {post.tags.length > 0 && <p className="truncate text-xs text-slate-500">{post.tags.join(', ')}</p>}
                      </div>
                    </div>
                  </td>
                  <td className={tableClass.td}>{post.categoryName ?? <span className="text-slate-400">—</span>}</td>
                  <td className={tableClass.td}>{post.author ?? <span className="text-slate-400">—</span>}</td>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDay(post.postDate)}</td>
                  <td className={`${tableClass.td} text-right`}>
                    <div className="inline-flex gap-2">
                      <button type="button" className={buttonClass.icon} aria-label={`Modifier l’article ${post.title}`} disabled={locked} onClick={() => open({ kind: 'edit', post })}>
                        <IconEdit />
                      </button>
                      <button type="button" className={buttonClass.iconDanger} aria-label={`Supprimer l’article ${post.title}`} disabled={locked} onClick={() => setToDelete(post)}>
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
        title="Supprimer l’article"
        message={`Êtes-vous sûr de vouloir supprimer l’article « ${toDelete?.title ?? ''} » ?`}
        busy={remove.pending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.run(() => deleteBlogPost({ id: target.id }), { failure: MSG.post.deleteError, onSuccess: () => setToDelete(null), onError: () => setToDelete(null) });
        }}
      />
    </>
  );
}
