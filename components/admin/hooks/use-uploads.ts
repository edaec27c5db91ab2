'use client';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@/components/ui/toaster';
import { discardUploads } from '@/lib/actions/uploads';
import { MSG, TOAST } from '@/lib/copy/messages';
import { checkImageFile, type UploadBucket } from '@/lib/validation/upload';
import { UploadError, uploadImage } from './upload-client';

export type UploadItem = {
  key: string;
  url: string | null;
  altText: string;
  name: string;
  uploading: boolean;
  progress: number;
  /** Uploaded during this form session: its file is deleted if the form is cancelled or it is removed. */
  fresh: boolean;
};

const CONCURRENCY = 3;
let counter = 0;
export const newKey = () => `img-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function savedItem(url: string, altText: string | null = null): UploadItem {
  return {
    key: newKey(),
    url,
    altText: altText ?? '',
    name: url.split('/').pop() ?? url,
    uploading: false,
    progress: 1,
    fresh: false,
  };
}

/** Deletes freshly uploaded files nobody saved (best effort, the server keeps any that a row uses). */
export function discard(urls: (string | null)[]) {
  const list = urls.filter((u): u is string => Boolean(u));
  if (list.length > 0) void discardUploads({ urls: list }).catch(() => {});
}

/**
 * Upload queue for a list of images: checks each file (type, size) before sending, uploads up to 3
 * at a time with per-file progress, and reports the outcome with the French messages of lib/copy/messages.ts.
 */
export function useUploads(bucket: UploadBucket, setItems: Dispatch<SetStateAction<UploadItem[]>>) {
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const map = controllers.current;
    return () => map.forEach((c) => c.abort());
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((items) => items.map((i) => (i.key === key ? { ...i, ...change } : i))),
    [setItems],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      const accepted: { file: File; key: string }[] = [];
      for (const file of files) {
        const problem = checkImageFile(file);
        if (problem) toast.error(problem);
        else accepted.push({ file, key: newKey() });
      }
      if (accepted.length === 0) return;
      const fresh = accepted.map(({ file, key }): UploadItem => ({
        key,
        url: null,
        altText: '',
        name: file.name,
        uploading: true,
        progress: 0,
        fresh: true,
      }));
      setItems((items) => [...items, ...fresh]);

      let done = 0;
      const queue = [...accepted];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, key } = next;
          const controller = new AbortController();
          controllers.current.set(key, controller);
          try {
            const url = await uploadImage(file, bucket, (p) => patch(key, { progress: p }), controller.signal);
            if (controller.signal.aborted) {
              discard([url]);
            } else {
              patch(key, { url, uploading: false, progress: 1 });
              done++;
            }
          } catch (e) {
            if (!controller.signal.aborted) {
              toast.error(e instanceof UploadError ? e.message : MSG.upload.error);
              setItems((items) => items.filter((i) => i.key !== key));
            }
          } finally {
            controllers.current.delete(key);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, accepted.length) }, worker));
      if (done > 0) toast.success(MSG.upload.success(done), { duration: TOAST.add });
    },
    [bucket, patch, setItems],
  );

  /** Removes an image from the list; a fresh upload's file is deleted, an in-flight one cancelled. */
  const removeItem = useCallback(
    (item: UploadItem) => {
      controllers.current.get(item.key)?.abort();
      setItems((items) => items.filter((i) => i.key !== item.key));
      if (item.fresh) discard([item.url]);
      toast.success(MSG.upload.removed);
    },
    [setItems],
  );

  return { addFiles, removeItem };
}
