'use client';
import { finishImageUpload, startImageUpload } from '@/lib/actions/uploads';
import type { UploadBucket } from '@/lib/validation/upload';
import { MSG } from '@/lib/copy/messages';

export class UploadError extends Error {}

/**
 * Uploads one image and reports progress from 0 to 1. Resolves with the stored file's URL; rejects
 * with a French message. With Supabase the file goes straight to Storage through a signed URL (a
 * function would refuse bodies over 4.5 MB on Vercel) and the server then checks the stored bytes;
 * otherwise it is posted to /api/admin/upload.
 */
export async function uploadImage(
  file: File,
  bucket: UploadBucket,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  // Inlined at build time: without Supabase the route is the only path, as before.
  if (!process.env.NEXT_PUBLIC_SUPABASE_URL) return postToRoute(file, bucket, { onProgress, signal });
  const start = await startImageUpload({ bucket, name: file.name, size: file.size, type: file.type }).catch(() => null);
  if (!start?.ok) throw new UploadError(start && !start.ok ? start.error : MSG.upload.error);
  if (start.data?.mode !== 'signed') return postToRoute(file, bucket, { onProgress, signal });
  // Sending is most of the work; the server's check of the stored bytes is the last step.
  await putToSignedUrl(file, start.data.signedUrl, { onProgress: (f) => onProgress(f * 0.9), signal });
  const done = await finishImageUpload({ bucket, path: start.data.path, name: file.name }).catch(() => null);
  if (!done?.ok || !done.data) throw new UploadError(done && !done.ok ? done.error : MSG.upload.error);
  onProgress(1);
  return done.data.url;
}

/**
 * Sends `body` with XMLHttpRequest (fetch has no upload progress), reporting progress below 100 % until
 * `settle` reads the answer: a value resolves, an error message rejects.
 */
function send<T>(
  xhr: XMLHttpRequest,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
  settle: () => T | { error: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      const outcome = settle();
      if (outcome && typeof outcome === 'object' && 'error' in outcome) reject(new UploadError(outcome.error));
      else resolve(outcome as T);
    };
    xhr.onerror = () => reject(new UploadError(MSG.upload.error));
    xhr.onabort = () => reject(new UploadError(MSG.upload.error));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

type Progress = { onProgress: (fraction: number) => void; signal?: AbortSignal };

function putToSignedUrl(file: File, url: string, { onProgress, signal }: Progress): Promise<void> {
  const xhr = new XMLHttpRequest();
  xhr.open('PUT', url);
  xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
  xhr.setRequestHeader('x-upsert', 'false');
  return send(xhr, file, onProgress, signal, () => {
    if (xhr.status >= 200 && xhr.status < 300) return undefined;
    return { error: xhr.status === 413 ? MSG.upload.tooLarge(file.name) : MSG.upload.error };
  });
}

/** Sends one file to /api/admin/upload. */
function postToRoute(file: File, bucket: UploadBucket, { onProgress, signal }: Progress): Promise<string> {
  const xhr = new XMLHttpRequest();
  const body = new FormData();
  body.append('bucket', bucket);
  body.append('files', file, file.name);
  xhr.open('POST', '/api/admin/upload');
  xhr.responseType = 'json';
  return send(xhr, body, onProgress, signal, () => {
    const res = (xhr.response ?? {}) as { urls?: string[]; error?: string };
    const url = res.urls?.[0];
    if (xhr.status < 200 || xhr.status >= 300 || !url) return { error: res.error ?? MSG.upload.error };
    onProgress(1);
    return url;
  });
}
