// Share image of one known page (/api/og/services-saisie-ocr); any other name answers 404.
import { shareCardResponse } from '@/lib/seo/og-image';
import { shareCard, shareCardKeys } from '@/lib/seo/og';

export function generateStaticParams() {
  return shareCardKeys().map((page) => ({ page }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const card = shareCard((await params).page);
  if (!card)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return shareCardResponse(card);
}
