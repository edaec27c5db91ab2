// /sitemap.xml: canonical URLs only, with the images of projects and article covers. The data
// reads are cached with their content tags, so the response is prerendered and refreshed when
// posts, tutorials or projects change. Past 50,000 URLs it is an index of /sitemaps/{n}.xml files.
import { getServerSideSitemap } from 'next-sitemap';
import { SITEMAP_HEADERS, SITEMAP_MAX_URLS, sitemapEntries, sitemapFields, sitemapIndexXml } from '@/lib/feeds/sitemap';

export async function GET(): Promise<Response> {
  const entries = await sitemapEntries();
  if (entries.length > SITEMAP_MAX_URLS) return new Response(sitemapIndexXml(entries), { headers: SITEMAP_HEADERS });
  return getServerSideSitemap(sitemapFields(entries), SITEMAP_HEADERS);
}
