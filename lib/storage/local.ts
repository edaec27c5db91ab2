import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import type { Bucket, StorageProvider } from './types';

// Files under STORAGE_DIR/<bucket>/<name>, served by app/storage/[bucket]/[name]/route.ts.
export const storageRoot = () => path.resolve(env.STORAGE_DIR);

export function localPath(bucket: string, name: string): string | null {
  if (!/^[a-z-]+$/.test(bucket) || !/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) return null;
  return path.join(storageRoot(), bucket, name);
}

export function localStorageProvider(): StorageProvider {
  return {
    async put(bucket: Bucket, name: string, bytes: Uint8Array) {
      const file = localPath(bucket, name);
      if (!file) throw new Error('invalid storage name');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `/storage/${bucket}/${name}`;
    },
    async removeByUrl(url: string) {
      const m = /^\/storage\/([a-z-]+)\/([A-Za-z0-9._-]+)$/.exec(url);
      if (!m) return;
      const file = localPath(m[1]!, m[2]!);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
