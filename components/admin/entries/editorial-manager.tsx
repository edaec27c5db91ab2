'use client';
// The article and tutorial lists (/admin/blog, /admin/tutorials): one content list whose third
// column, date and form follow the kind — an article's author and publication date, a tutorial's
// duration and creation date.
import { deleteBlogPost } from '@/lib/actions/blog';
import { deleteTutorial } from '@/lib/actions/tutorials';
import type { EditorialKind } from '@/lib/data/entries';
import type { BlogPost, Tutorial } from '@/lib/data/types';
import { formatDate, formatLongDate } from '@/lib/dates';
import { BlogForm } from '../blog/blog-form';
import { TutorialForm } from '../tutorials/tutorial-form';
import { tableClass } from '../ui/controls';
import { ThumbTitleCell, orDash } from '../ui/table';
import { EntryList, type ManagerProps } from './entry-list';

type Item = BlogPost | Tutorial;

const isPost = (item: Item): item is BlogPost => 'postDate' in item;

/** What the page says of its list: heading, description, the empty list's words, the third column. */
export type EditorialWords = { title: string; description: string; empty: string; third: string };

/** « Articles du blog » or « Tutoriels »: the list, its filters and bulk actions, the form. */
export function EditorialManager({
  kind,
  words: { third, ...words },
  categories,
  ...list
}: ManagerProps<Item> & { kind: EditorialKind; words: EditorialWords }) {
  return (
    <EntryList
      kind={kind}
      {...words}
      categories={categories}
      {...list}
      columns={['Titre', 'Catégorie', third, 'Date']}
      cells={(item) => (
        <>
          <ThumbTitleCell src={isPost(item) ? item.imageUrl : item.thumbnail} title={item.title} tags={item.tags} />
          <td className={tableClass.td}>{orDash(item.categoryName)}</td>
          {isPost(item) ? (
            <td className={tableClass.td}>{orDash(item.author)}</td>
          ) : (
            <td className={`${tableClass.td} tabular-nums`}>{orDash(item.duration)}</td>
          )}
          <td className={`${tableClass.td} whitespace-nowrap`}>
            {isPost(item) ? formatLongDate(item.postDate) : formatDate(item.createdAt)}
          </td>
        </>
      )}
      form={({ item, onClose }) =>
        kind === 'post' ? (
          <BlogForm post={item as BlogPost | null} categories={categories} onClose={onClose} />
        ) : (
          <TutorialForm tutorial={item as Tutorial | null} categories={categories} onClose={onClose} />
        )
      }
      remove={kind === 'post' ? deleteBlogPost : deleteTutorial}
    />
  );
}
