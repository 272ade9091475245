import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export { assertValidKey, isValidKey } from './storage-keys.ts';

// One door for uploaded files (avatars now, attachments later). Local disk by default, so
// `npm start` needs nothing else; S3-compatible object storage when S3_* is set, so several app
// nodes share the files.

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

// The profile module builds the storage from the app's config; one instance per app.
const perApp = new WeakMap<object, FileStorage>();

export function storageFor(app: { services: { config: Pick<Config, 'dataDir' | 's3'> } }): FileStorage {
  let storage = perApp.get(app);
  if (!storage) {
    storage = createStorage(app.services.config);
    perApp.set(app, storage);
  }
  return storage;
}
