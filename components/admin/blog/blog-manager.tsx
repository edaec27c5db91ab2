'use client';
import { deleteBlogPost } from '@/lib/actions/blog';
import type { BlogPost } from '@/lib/data/types';
import { formatLongDate } from '@/lib/dates';
import { ContentList, type ManagerProps } from '../content/content-list';
import { tableClass } from '../ui/controls';
import { ThumbTitleCell, orDash } from '../ui/table';
import { BlogForm } from './blog-form';

type Props = ManagerProps<BlogPost>;

/** « Articles du blog »: the list, its filters and bulk actions, the article form. */
export function BlogManager({ categories, ...list }: Props) {
  return (
    <ContentList
      kind="post"
      title="Articles du blog"
      description="Les articles publiés sur /blog, du plus récent au plus ancien."
      empty="Aucun article pour le moment. Rédigez votre premier article."
      categories={categories}
      {...list}
      columns={['Titre', 'Catégorie', 'Auteur', 'Date']}
      cells={(post) => (
        <>
          <ThumbTitleCell src={post.imageUrl} title={post.title} tags={post.tags} />
          <td className={tableClass.td}>{orDash(post.categoryName)}</td>
          <td className={tableClass.td}>{orDash(post.author)}</td>
          <td className={`${tableClass.td} whitespace-nowrap`}>{formatLongDate(post.postDate)}</td>
        </>
      )}
      form={({ item, onClose }) => <BlogForm post={item} categories={categories} onClose={onClose} />}
      remove={deleteBlogPost}
    />
  );
}
