// The incremental cache handler of self-hosted builds (next.config.ts `cacheHandler`): Next's own
// file-system cache, storing page documents with their framework scripts requested once the page has
// painted (deferred-scripts.mjs) and in ASCII (ascii-html.mjs), and never an answer that is not a 200.
// Two private modules of Next: `next` is pinned to the exact version they were read against, and
// tests/framework-fence.test.ts fails on another until someone checks them and updates this line.
// next/dist checked against: 16.4.6
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifest from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { deferFrameworkScripts } from './deferred-scripts.mjs';
import { withAsciiHtml } from './ascii-html.mjs';

/**
 * Next stores the first render of every path of a dynamic route, a 404 included, on disk for good (no
 * eviction, no limit): each random address a bot asks for (/blog/<anything>) would add its files. A page
 * (or a route's answer, /api/og/<unknown>) whose status is not 200 is therefore never stored, on disk or in memory, and is rendered again on its
 * next request (from cached data); what exists is stored as before.
 * @param {new (options: object) => any} Cache
 */
export function withoutErrorPages(Cache) {
  return class StoredWhenFound extends Cache {
    async set(key, data, ctx) {
      if ((data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status !== undefined && data.status !== 200)
        return;
      return super.set(key, data, ctx);
    }
  };
}

/** When each path was last asked for: its render, if one follows, started then. Bounded (see below). */
const askedAt = new Map();
const ASKED_LIMIT = 2000;

/**
 * Next stamps a stored page with the time it is stored, not the time its render began: a render that read
 * the settings before an admin saved them, and finished after, would be stored as fresh, and the page would
 * show the former values until the next save (e.g. two saves a second apart while the first one's page
 * re-renders). A page or route answer whose tags were invalidated after it was asked for is therefore not
 * stored: the next request renders it again, from the new data.
 * @param {new (options: object) => any} Cache
 */
export function withoutRacedRenders(Cache) {
  return class StoredUnlessInvalidatedMeanwhile extends Cache {
    async get(key, ctx) {
      if (askedAt.size >= ASKED_LIMIT) askedAt.clear();
      askedAt.set(key, Date.now());
      return super.get(key, ctx);
    }
    async set(key, data, ctx) {
      const since = askedAt.get(key);
      askedAt.delete(key);
      const tags = data?.headers?.['x-next-cache-tags'];
      if (since !== undefined && typeof tags === 'string' && tagsManifest.areTagsExpired(tags.split(','), since))
        return;
      return super.set(key, data, ctx);
    }
  };
}

// The ASCII rewrite is outermost: the document Next sends for a 404 is rewritten in place like any other.
export default withAsciiHtml(
  withoutRacedRenders(withoutErrorPages(fileSystemCache.default ?? fileSystemCache)),
  deferFrameworkScripts,
);
