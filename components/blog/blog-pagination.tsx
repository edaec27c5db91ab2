// The blog list's page links: the shared pagination with the blog's list URLs.
import { Pagination } from '@/components/ui/pagination';
import { blogListHref, type BlogListState } from '@/lib/urls/blog';

type Props = { page: number; pageCount: number; state: Omit<BlogListState, 'page'> };

export function BlogPagination({ page, pageCount, state }: Props) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(n) => blogListHref({ ...state, page: n })}
      label="Pagination des articles"
    />
  );
}
