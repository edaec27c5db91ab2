// The incremental cache handler of self-hosted builds (next.config.ts `cacheHandler`): Next's own
// file-system cache, storing page documents with their framework scripts requested once the page has
// painted (deferred-scripts.mjs) and in ASCII (ascii-html.mjs).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { deferFrameworkScripts } from './deferred-scripts.mjs';
import { withAsciiHtml } from './ascii-html.mjs';

export default withAsciiHtml(fileSystemCache.default ?? fileSystemCache, deferFrameworkScripts);
