// The incremental cache handler of self-hosted builds (next.config.ts `cacheHandler`): Next's own
// file-system cache, storing page documents with their framework scripts requested once the page has
// painted (deferred-scripts.mjs) and in one-byte form (latin1-html.mjs).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { deferFrameworkScripts } from './deferred-scripts.mjs';
import { withLatin1Html } from './latin1-html.mjs';

export default withLatin1Html(fileSystemCache.default ?? fileSystemCache, deferFrameworkScripts);
