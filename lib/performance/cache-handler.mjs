// The incremental cache handler of self-hosted builds (next.config.ts `cacheHandler`): Next's own
// file-system cache, storing page documents with their framework scripts requested once the page has
// painted (deferred-scripts.mjs) and in ASCII (ascii-html.mjs), and never an answer that is not a 200.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
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

// The ASCII rewrite is outermost: the document Next sends for a 404 is rewritten in place like any other.
export default withAsciiHtml(withoutErrorPages(fileSystemCache.default ?? fileSystemCache), deferFrameworkScripts);
