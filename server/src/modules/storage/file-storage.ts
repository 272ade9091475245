// What every storage adapter offers; storage.ts picks the adapter from the configuration.

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
