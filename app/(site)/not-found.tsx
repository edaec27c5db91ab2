import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { withTypography } from '@/lib/typography/tree';

export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

// notFound() inside the public site: the 404 body within the site layout (one frame, not two).
function SiteNotFound() {
  return <NotFoundContent />;
}

export default withTypography(SiteNotFound);
