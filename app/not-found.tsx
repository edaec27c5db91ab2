import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFrame } from '@/components/layout/site-frame';

export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

// Unmatched URLs: the 404 in the public frame. Sent with every page as the root boundary's
// fallback, so the frame's parts here are client references, not markup.
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundContent />
    </SiteFrame>
  );
}
