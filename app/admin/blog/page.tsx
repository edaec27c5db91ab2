import type { Metadata } from 'next';
import { EditorialPage, editorialTitle } from '@/components/admin/entries/editorial-page';
import type { SearchParams } from '@/lib/admin/list-query';

export const metadata: Metadata = { title: editorialTitle('post') };

export default function BlogAdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <EditorialPage kind="post" searchParams={searchParams} />;
}
