import type { MetadataRoute } from 'next';
import { siteIndexable, siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  // A preview deployment is for reviewers only: no crawler may index any of it.
  if (!siteIndexable) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: {
      userAgent: '*',
      // Share images live under /api but must stay reachable for link previews.
      allow: ['/', '/api/og'],
      disallow: ['/admin', '/login', '/api'],
    },
    sitemap: siteUrl('/sitemap.xml'),
  };
}
