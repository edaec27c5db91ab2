// Shared by the storage entry point (index.ts) and its providers, so that they need not import each other.
import type { UploadBucket } from '@/lib/validation/upload';

export type Bucket = UploadBucket;

export interface StorageProvider {
  /** Stores the bytes under `name` and returns the public URL. */
  put(bucket: Bucket, name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes a file given its public URL; ignores URLs it does not own. */
  removeByUrl(url: string): Promise<void>;
}
