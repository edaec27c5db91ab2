import { getAdmin, getSessionUser } from '@/lib/auth';
import { remove, sniffImageType, upload } from '@/lib/storage';
import { MSG } from '@/lib/validation/messages';
import { MAX_IMAGE_BYTES, UPLOAD_BUCKETS, checkImageFile, type UploadBucket } from '@/lib/validation/upload';

// Image uploads from the admin forms (multipart: `bucket` + one or more `files`). Every file is
// checked before anything is stored: declared type image/*, at most 10 MB, and bytes that really
// are JPEG, PNG, WebP or GIF. Answers { urls } in the order received, or { error, errors }.

const MAX_FILES = 20;
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  if (!(await getAdmin())) {
    return (await getSessionUser()) ? json({ error: 'Accès refusé' }, 403) : json({ error: 'Authentification requise' }, 401);
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FILES * (MAX_IMAGE_BYTES + 64 * 1024)) return json({ error: MSG.upload.error }, 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ error: MSG.upload.error }, 400);
  }
  const bucket = form.get('bucket');
  if (typeof bucket !== 'string' || !UPLOAD_BUCKETS.includes(bucket as UploadBucket)) return json({ error: MSG.upload.error }, 400);
  const files = form.getAll('files').filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  if (files.length === 0 || files.length > MAX_FILES) return json({ error: MSG.upload.error }, 400);

  const checked: { file: File; bytes: Uint8Array; type: string }[] = [];
  const errors: { file: string; message: string }[] = [];
  for (const file of files) {
    const declared = checkImageFile(file);
    if (declared) {
      errors.push({ file: file.name, message: declared });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) errors.push({ file: file.name, message: MSG.upload.notImage(file.name) });
    else checked.push({ file, bytes, type });
  }
  if (errors.length > 0) {
    const tooLarge = errors.some((e) => e.message === MSG.upload.tooLarge(e.file));
    return json({ error: errors[0]!.message, errors }, tooLarge ? 413 : 415);
  }

  const urls: string[] = [];
  try {
    for (const { file, bytes, type } of checked) urls.push(await upload(bucket as UploadBucket, file.name, bytes, type));
    return json({ urls }, 201);
  } catch (e) {
    console.error('[upload] failed:', e);
    await remove(urls); // all or nothing: no half-stored batch
    return json({ error: MSG.upload.error }, 500);
  }
}
