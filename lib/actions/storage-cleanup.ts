import 'server-only';
import { unreferencedImageUrls } from '@/lib/data/uploads';
import { remove } from '@/lib/storage';

/**
 * Deletes stored files that no row references any more. Runs after the write has committed, and a
 * failure here never fails the write: at worst a file stays behind (logged).
 */
export async function removeUnusedImages(urls: readonly (string | null | undefined)[]): Promise<void> {
  const candidates = urls.filter((u): u is string => Boolean(u));
  if (candidates.length === 0) return;
  try {
    await remove(await unreferencedImageUrls(candidates));
  } catch (e) {
    console.error('[storage] cleanup failed:', e);
  }
}
