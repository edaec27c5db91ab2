import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { redirectMap } from '@/lib/data/redirects';
import { encodedPath, requestRedirectKey } from './paths';

/**
 * On a public page's « not found » path only (a slug or category that is not, or no longer, there): an
 * address that moved answers a permanent redirect (308) to where it lives now. Pages that exist never
 * read the table.
 */
export async function followMovedPage(pathname: string): Promise<void> {
  const key = requestRedirectKey(pathname);
  const target = key ? (await redirectMap())[key] : undefined;
  if (target) permanentRedirect(encodedPath(target));
}
