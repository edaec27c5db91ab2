// The site's share image (1200×630). Query parameters are ignored: the text is the site's own.
import { shareCardResponse } from '@/lib/seo/og-image';
import { SITE_CARD } from '@/lib/seo/og';

export async function GET() {
  return shareCardResponse(SITE_CARD);
}
