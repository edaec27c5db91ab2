'use client';
import type { UploadBucket } from '@/lib/validation/upload';
import { MSG } from '@/lib/validation/messages';

export class UploadError extends Error {}

/**
 * Sends one file to /api/admin/upload with XMLHttpRequest (fetch has no upload progress) and
 * reports progress from 0 to 1. Resolves with the stored file's URL; rejects with a French message.
 */
export function uploadImage(file: File, bucket: UploadBucket, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
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
