import 'server-only';
import { updateTag } from 'next/cache';
import { TAGS } from '@/lib/data/tags';
import { bumpRedirectsGeneration } from './generation';

/**
 * After a write that may have added, changed or removed a redirect (a redirect's own form, a slug or a
 * category name changed, a restore): the pages' cached copy and the proxy's both read the table again.
 */
export function redirectsChanged(): void {
  updateTag(TAGS.redirects);
  bumpRedirectsGeneration();
}
