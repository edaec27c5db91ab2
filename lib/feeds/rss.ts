import 'server-only';
import { company } from '@/lib/copy/company';
import type { BlogPost } from '@/lib/data/types';
import { siteUrl } from '@/lib/env';
import { xmlText } from './xml';

const day = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T08:00:00Z`).toUTCString();

/**
 * RSS 2.0 feed of the blog (title, link, date, excerpt, category, author); its editor's address is the
 * studio's e-mail of « Réglages », when one is set.
 */
export function blogRssXml(posts: BlogPost[], editorEmail: string | null = null): string {
  const self = siteUrl('/blog/rss.xml');
  const items = posts.map((p) => {
    const link = siteUrl(`/blog/${p.slug}`);
    return [
      '    <item>',
      `      <title>${xmlText(p.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${day(p.postDate)}</pubDate>`,
      `      <description>${xmlText(p.excerpt)}</description>`,
      p.categoryName ? `      <category>${xmlText(p.categoryName)}</category>` : null,
      ...p.tags.map((t) => `      <category>${xmlText(t)}</category>`),
      p.author ? `      <dc:creator>${xmlText(p.author)}</dc:creator>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const lastChange = posts.reduce<string | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(`${company.name} – Blog`)}</title>
    <link>${xmlText(siteUrl('/blog'))}</link>
    <description>${xmlText('Conseils de mise en page, de typographie, d’autoédition et de numérisation.')}</description>
    <language>fr-FR</language>
${editorEmail ? `    <managingEditor>${xmlText(`${editorEmail} (${company.name})`)}</managingEditor>\n` : ''}    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml" />
${lastChange ? `    <lastBuildDate>${new Date(lastChange).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
