'use client';
import { finishImageUpload, startImageUpload } from '@/lib/actions/uploads';
import type { UploadBucket } from '@/lib/validation/upload';
import { MSG } from '@/lib/content/messages';

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
  if (!process.env.NEXT_PUBLIC_SUPABASE_URL) return postToRoute(file, bucket, onProgress, signal);
  const start = await startImageUpload({ bucket, name: file.name, size: file.size, type: file.type }).catch(() => null);
  if (!start?.ok) throw new UploadError(start && !start.ok ? start.error : MSG.upload.error);
  if (start.data?.mode !== 'signed') return postToRoute(file, bucket, onProgress, signal);
  // Sending is most of the work; the server's check of the stored bytes is the last step.
  await putToSignedUrl(file, start.data.signedUrl, (f) => onProgress(f * 0.9), signal);
  const done = await finishImageUpload({ bucket, path: start.data.path, name: file.name }).catch(() => null);
  if (!done?.ok || !done.data) throw new UploadError(done && !done.ok ? done.error : MSG.upload.error);
  onProgress(1);
  return done.data.url;
}

function putToSignedUrl(
  file: File,
  url: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadError(xhr.status === 413 ? MSG.upload.tooLarge(file.name) : MSG.upload.error));
    };
    xhr.onerror = () => reject(new UploadError(MSG.upload.error));
    xhr.onabort = () => reject(new UploadError(MSG.upload.error));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Sends one file to /api/admin/upload with XMLHttpRequest (fetch has no upload progress). */
function postToRoute(
  file: File,
  bucket: UploadBucket,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append('bucket', bucket);
    body.append('files', file, file.name);
    xhr.open('POST', '/api/admin/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      const res = (xhr.response ?? {}) as { urls?: string[]; error?: string };
      const url = res.urls?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && url) {
        onProgress(1);
        resolve(url);
      } else {
        reject(new UploadError(res.error ?? MSG.upload.error));
      }
    };
    xhr.onerror = () => reject(new UploadError(MSG.upload.error));
    xhr.onabort = () => reject(new UploadError(MSG.upload.error));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
