'use client';
import { useState } from 'react';
import { deleteBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { BlogForm } from './blog-form';
import { ConfirmDialog } from './confirm-dialog';
import { formatLongDate } from '@/lib/dates';
import { IconPlus } from './icons';
import { StatusBadge, StatusFilter, matchesStatus, type StatusFilterValue } from './publication-fields';
import { DataTable, RowActions, ThumbTitleCell, orDash } from './table';
import { Button, EmptyState, PageHeader, tableClass } from './ui';
import { useConfirmDelete } from './use-confirm-delete';
import { useListMode, useOpenFromUrl } from './use-list-mode';

export function BlogManager({ posts, categories }: { posts: BlogPost[]; categories: Pick<Category, 'id' | 'name'>[] }) {
  const list = useListMode<BlogPost>();
  useOpenFromUrl(posts, list.openEdit, list.openAdd);
  const remove = useConfirmDelete<BlogPost>(deleteBlogPost, MSG.post.deleteError);
  const locked = list.formOpen || remove.pending;
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const shown = posts.filter(matchesStatus(filter));

  return (
    <>
      <PageHeader
        title="Articles du blog"
        description="Les articles publiés sur /blog, du plus récent au plus ancien."
        action={
          <Button onClick={list.openAdd} disabled={locked}>
            <IconPlus /> Ajouter un article
          </Button>
        }
      />

      {list.formOpen && (
        <BlogForm key={list.formKey} post={list.editing} categories={categories} onClose={list.close} />
      )}

      {posts.length === 0 ? (
        <EmptyState>Aucun article pour le moment. Rédigez votre premier article.</EmptyState>
      ) : (
        <>
          <StatusFilter value={filter} onChange={setFilter} items={posts} />
          <DataTable caption="Liste des articles" columns={['Titre', 'Catégorie', 'Auteur', 'Date', 'Statut']}>
            {shown.map((post) => (
              <tr key={post.id} className={tableClass.row}>
                <ThumbTitleCell src={post.imageUrl} title={post.title} tags={post.tags} />
                <td className={tableClass.td}>{orDash(post.categoryName)}</td>
                <td className={tableClass.td}>{orDash(post.author)}</td>
                <td className={`${tableClass.td} whitespace-nowrap`}>{formatLongDate(post.postDate)}</td>
                <td className={tableClass.td}>
                  <StatusBadge item={post} />
                </td>
                <RowActions
                  label={`l’article ${post.title}`}
                  disabled={locked}
                  onEdit={() => list.openEdit(post)}
                  onDelete={() => remove.ask(post)}
                />
              </tr>
            ))}
          </DataTable>
        </>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer l’article"
        message={`Êtes-vous sûr de vouloir supprimer l’article « ${remove.target?.title ?? ''} » ?`}
      />
    </>
  );
}
