import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type { FileStorage, StoredFile } from './file-storage.ts';
export { isValidKey } from './storage-keys.ts';

// One door for uploaded files (avatars now, attachments later). Local disk by default, so
// `npm start` needs nothing else; S3-compatible object storage when S3_* is set, so several app
// nodes share the files.

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
