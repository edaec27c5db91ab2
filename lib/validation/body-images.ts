// Images inside a Markdown body (articles, tutorials) must be the site's own (isSiteImage: its storage, its
// bundled images or its configured Supabase Storage). Another site's image is refused when saving (its host is
// outside the CSP, it could change or vanish, and a letter would make each reader's mail client fetch it): the
// editor and the server check the same rule on the same reading of the body (lib/markdown/read.ts), and the
// public renderer leaves out anything that slipped through.
import { isSiteImage } from '@/lib/images/canonical';
import { bodyImageUrls } from '@/lib/markdown/read';

/** The first image of the body that is not the site's own, or null. */
export function foreignBodyImage(markdown: string): string | null {
  return bodyImageUrls(markdown).find((u) => !isSiteImage(u)) ?? null;
}
