import fs from 'node:fs/promises';
import { connection } from 'next/server';
import { localPath } from '@/lib/storage/local';
import { sniffImageType } from '@/lib/storage';

// Serves locally stored uploads with their real content type and a long cache (names are unique).
export async function GET(_req: Request, { params }: { params: Promise<{ bucket: string; name: string }> }) {
  await connection();
  const { bucket, name } = await params;
  const file = bucket === 'project-images' || bucket === 'blog-images' ? localPath(bucket, name) : null;
  if (!file) return new Response('Not found', { status: 404 });
  try {
    const bytes = await fs.readFile(file);
    const type = sniffImageType(bytes) ?? 'application/octet-stream';
    return new Response(bytes, {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
