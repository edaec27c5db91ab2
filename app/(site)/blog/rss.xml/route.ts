// /blog/rss.xml: RSS 2.0 feed of the latest posts (announced in the blog's <head>).
import { listFeedPosts } from '@/lib/data/blog';
import { getSiteDetails } from '@/lib/data/settings';
import { blogRssXml } from '@/lib/feeds/rss';

export async function GET(): Promise<Response> {
  try {
    const [posts, site] = await Promise.all([listFeedPosts(), getSiteDetails()]);
    const xml = blogRssXml(posts, site.email);
    return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
  } catch (e) {
    console.error('[rss] feed failed:', e instanceof Error ? e.message : e);
    return new Response('Flux momentanément indisponible.', {
      status: 503,
      headers: { 'Retry-After': '300', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
