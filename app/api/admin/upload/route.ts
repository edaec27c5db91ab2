import { getSessionUser, getStaff } from '@/lib/auth';
import { sameOrigin } from '@/lib/auth/same-origin';
import { sniffImageType, upload } from '@/lib/storage';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import { recordMedia } from '@/lib/data/media';
import { reencodeImage, type EncodedImage } from '@/lib/storage/reencode';
import { MSG } from '@/lib/copy/messages';
import { MAX_IMAGE_BYTES, UPLOAD_BUCKETS, checkImageFile, type UploadBucket } from '@/lib/validation/upload';

// Image uploads from the admin forms (multipart: `bucket` + one or more `files`; the forms send one
// file per request). Every file is checked before anything is stored: declared type image/*, at
// most 10 MB, bytes that really are JPEG, PNG, WebP or GIF and that decode; what is stored is the
// re-encoded image (metadata stripped, orientation applied, size capped), never the bytes received.
// Answers { urls } in the order received, or { error, errors }.

const MAX_FILES = 20;
// One image plus the multipart envelope: the whole body is capped, whether or not it declares a length.
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 256 * 1024;
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** The size message naming the file being received when the cap was hit (the last part header seen). */
function tooLargeMessage(head: Buffer): string {
  const at = head.lastIndexOf('filename="');
  const end = at < 0 ? -1 : head.indexOf('"', at + 10);
  const name = end > at ? head.subarray(at + 10, Math.min(end, at + 10 + 255)).toString('utf8') : '';
  return MSG.upload.tooLarge(name || 'Le fichier');
}

/** Reads the body as it streams in and stops at MAX_BODY_BYTES, so no oversized body is ever buffered. */
async function readCapped(request: Request): Promise<{ bytes: Buffer } | { tooLarge: string }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        return { tooLarge: tooLargeMessage(Buffer.concat(chunks)) };
      }
      chunks.push(value);
    }
  }
  return { bytes: Buffer.concat(chunks) };
}

export async function POST(request: Request) {
  if (!sameOrigin(request)) return json({ error: 'Accès refusé' }, 403);
  if (!(await getStaff('media'))) {
    return (await getSessionUser())
      ? json({ error: 'Accès refusé' }, 403)
      : json({ error: 'Authentification requise' }, 401);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return json({ error: MSG.upload.tooLarge('Le fichier') }, 413);

  let form: FormData;
  try {
    const body = await readCapped(request);
    if ('tooLarge' in body) return json({ error: body.tooLarge }, 413);
    form = await new Response(new Uint8Array(body.bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return json({ error: MSG.upload.error }, 400);
  }
  const bucket = form.get('bucket');
  if (typeof bucket !== 'string' || !UPLOAD_BUCKETS.includes(bucket as UploadBucket))
    return json({ error: MSG.upload.error }, 400);
  const files = form
    .getAll('files')
    .filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  if (files.length === 0 || files.length > MAX_FILES) return json({ error: MSG.upload.error }, 400);

  const checked: ({ file: File } & EncodedImage)[] = [];
  const errors: { file: string; message: string }[] = [];
  for (const file of files) {
    const declared = checkImageFile(file);
    if (declared) {
      errors.push({ file: file.name, message: declared });
      continue;
    }
    const received = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(received);
    const clean = type ? await reencodeImage(received, type).catch(() => null) : null;
    if (!clean) errors.push({ file: file.name, message: MSG.upload.notImage(file.name) });
    else checked.push({ file, ...clean });
  }
  if (errors.length > 0) {
    const tooLarge = errors.some((e) => e.message === MSG.upload.tooLarge(e.file));
    return json({ error: errors[0]!.message, errors }, tooLarge ? 413 : 415);
  }

  const urls: string[] = [];
  try {
    for (const { file, bytes, type, width, height } of checked) {
      const url = await upload(bucket as UploadBucket, file.name, bytes, type);
      urls.push(url);
      await recordMedia({
        url,
        bucket: bucket as UploadBucket,
        fileName: file.name,
        sizeBytes: bytes.length,
        width,
        height,
      });
    }
    return json({ urls }, 201);
  } catch (e) {
    console.error('[upload] failed:', e);
    await removeUnusedImages(urls); // all or nothing: no half-stored batch (files and library rows)
    return json({ error: MSG.upload.error }, 500);
  }
}
