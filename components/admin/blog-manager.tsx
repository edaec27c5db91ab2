'use client';
import { deleteBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category, Page } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { BlogForm } from './blog-form';
import { ConfirmDialog } from './confirm-dialog';
import { formatLongDate } from '@/lib/dates';
import { IconPlus } from './icons';
import type { ListParams } from '@/lib/admin/list-query';
import { BulkBar, ListFilters, ListPager, contentFilters, useSelection, type ListCounts } from './list-controls';
import { StatusBadge } from './publication-fields';
import { DataTable, RowActions, ThumbTitleCell, orDash } from './table';
import { Button, EmptyState, PageHeader, tableClass } from './ui';
import { useConfirmDelete } from './use-confirm-delete';
import { useListMode, useOpenFromUrl } from './use-list-mode';

const NOUN = { one: 'article', many: 'articles' };

export function BlogManager({
  result,
  params,
  focus,
  categories,
}: {
  /** This page of the list, and how many articles each status has. */
  result: Page<BlogPost> & { counts: ListCounts };
  params: ListParams;
  /** The article named by ?modifier= (from the dashboard or the journal), wherever it is in the list. */
  focus: BlogPost | null;
  categories: Pick<Category, 'id' | 'name'>[];
}) {
  const posts = result.items;
  const list = useListMode<BlogPost>();
  useOpenFromUrl(focus ? [focus, ...posts] : posts, list.openEdit, list.openAdd);
  const remove = useConfirmDelete<BlogPost>(deleteBlogPost, MSG.post.deleteError);
  const selection = useSelection(posts.map((p) => p.id));
  const locked = list.formOpen || remove.pending;

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

      {result.counts.all === 0 && !params.q && !params.categorie ? (
        <EmptyState>Aucun article pour le moment. Rédigez votre premier article.</EmptyState>
      ) : (
        <>
          <ListFilters
            params={params}
            selects={contentFilters(result.counts, categories)}
            searchLabel="Rechercher un article par titre"
          />
          <BulkBar kind="post" selection={selection} noun={NOUN} disabled={locked} />
          <DataTable
            caption="Liste des articles"
            columns={[{ label: 'Sélection', hidden: true }, 'Titre', 'Catégorie', 'Auteur', 'Date', 'Statut']}
          >
            {posts.map((post) => (
              <tr key={post.id} className={tableClass.row}>
                <td className={`${tableClass.td} pr-0`}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300"
                    aria-label={`Sélectionner l’article ${post.title}`}
                    checked={selection.has(post.id)}
                    onChange={() => selection.toggle(post.id)}
                    disabled={remove.pending}
                  />
                </td>
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
          {posts.length === 0 && <EmptyState>Aucun article ne correspond à ces filtres.</EmptyState>}
          <ListPager params={params} total={result.total} page={result.page} pageCount={result.pageCount} noun={NOUN} />
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
