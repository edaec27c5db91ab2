// /sitemaps/{n}.xml: one file of the sitemap index, used once the site has more than 50,000 URLs.
import { getServerSideSitemap } from 'next-sitemap';
import { SITEMAP_HEADERS, sitemapChunk, sitemapEntries, sitemapFields, sitemapFileCount } from '@/lib/feeds/sitemap';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  const entries = await sitemapEntries();
  const n = match ? Number(match[1]) : 0;
  if (!match || n > sitemapFileCount(entries.length) || sitemapFileCount(entries.length) === 1)
    return new Response('Not found', { status: 404 });
  return getServerSideSitemap(sitemapFields(sitemapChunk(entries, n)), SITEMAP_HEADERS);
}
