// /sitemap.xml: canonical URLs only. The data reads are cached with their content tags, so the
// response is prerendered and refreshed when posts, tutorials or projects change. Past 50,000 URLs
// it is an index of /sitemaps/{n}.xml files.
import { sitemapDocument, sitemapEntries } from '@/lib/feeds/sitemap';

export async function GET(): Promise<Response> {
  const xml = sitemapDocument(await sitemapEntries());
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
