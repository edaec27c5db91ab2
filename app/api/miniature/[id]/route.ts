// The thumbnail of one of the site's videos (/api/miniature/{id}), fetched from the video host for the
// image optimiser. Only ids a tutorial has are served: any other answers 404 without a request to the
// host, so nobody can make the server fetch, resize and keep thumbnails of videos the site does not show.
import { listTutorialVideoIds } from '@/lib/data/tutorials';
import { videoThumbnailUrl } from '@/lib/validation/text';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await listTutorialVideoIds()).includes(id)) return notFound();
  try {
    const upstream = await fetch(videoThumbnailUrl(id), { signal: AbortSignal.timeout(5000), cache: 'no-store' });
    const type = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !type.startsWith('image/')) return notFound();
    return new Response(upstream.body, {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
    });
  } catch {
    return notFound();
  }
}
