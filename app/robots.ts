import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
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
