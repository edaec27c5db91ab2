import { formatLongDate } from '@/lib/dates';
import { CalendarIcon, UserIcon } from '@/components/icons/lists';

/** A post's French long date and author, shared by the card and the post page. */
export function PostDateAuthor({ postDate, author }: { postDate: string; author: string | null }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        <time dateTime={postDate}>{formatLongDate(postDate)}</time>
      </span>
      {author && (
        <span className="inline-flex items-center gap-1.5">
          <UserIcon className="size-4" />
          {author}
        </span>
      )}
    </>
  );
}
