import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test-support/s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

// One contract, two adapters: what file-storage.ts promises holds on the local disk and on a real
// S3-compatible server (s3rver), so switching S3_* on changes where files live, not what the app
// sees. Adapter-specific details (files on disk, objects in the bucket, addressing, credentials)
// are in local-storage.test.ts and s3-storage.test.ts.

let dataDir: string;
let s3: TestS3Server;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-storage-contract-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ADAPTERS: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(dataDir)],
  ['S3 (s3rver)', () => createS3Storage(s3.config)],
];

describe.each(ADAPTERS)('%s storage', (name, create) => {
  let storage: FileStorage;
  // Both adapters share nothing, but each test still gets keys of its own.
  let n = 0;
  const key = (suffix: string) => `contract/${name.replace(/\W+/g, '-')}/${++n}/${suffix}`;

  beforeAll(() => {
    storage = create();
  });

  it('gives back the bytes and content type it was given', async () => {
    const k = key('a.png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 1]);
    await storage.put(k, bytes, 'image/png');
    const stored = await storage.get(k);
    expect(stored).toEqual({ bytes, contentType: 'image/png' });
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
  });

  it('keeps a content type with parameters as given', async () => {
    const k = key('notes.txt');
    await storage.put(k, Buffer.from('héllo\n', 'utf8'), 'text/plain; charset=utf-8');
    expect(await storage.get(k)).toEqual({
      bytes: Buffer.from('héllo\n', 'utf8'),
      contentType: 'text/plain; charset=utf-8',
    });
  });

  it('replaces a file, bytes and content type together', async () => {
    const k = key('avatar');
    await storage.put(k, Buffer.from('first, and longer than the second'), 'image/png');
    await storage.put(k, Buffer.from('second'), 'image/jpeg');
    expect(await storage.get(k)).toEqual({ bytes: Buffer.from('second'), contentType: 'image/jpeg' });
  });

  it('stores an empty file', async () => {
    const k = key('empty.bin');
    await storage.put(k, new Uint8Array(0), 'application/octet-stream');
    expect(await storage.get(k)).toEqual({ bytes: Buffer.alloc(0), contentType: 'application/octet-stream' });
  });

  it('stores exactly the viewed bytes of a Uint8Array that is a window on a larger buffer', async () => {
    const k = key('window.bin');
    const whole = Buffer.from('xxxxWINDOWyyyy');
    await storage.put(k, new Uint8Array(whole.buffer, whole.byteOffset + 4, 6), 'application/pdf');
    expect((await storage.get(k))?.bytes.toString()).toBe('WINDOW');
  });

  it('round-trips a binary payload of a few MB unchanged', async () => {
    const k = key('big.bin');
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put(k, bytes, 'application/zip');
    const stored = await storage.get(k);
    expect(stored?.contentType).toBe('application/zip');
    expect(stored?.bytes.length).toBe(bytes.length);
    // equals() rather than toEqual: a diff of 3 MB is no help to anyone.
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });

  it('keeps nested keys apart: siblings, deeper paths and their prefixes', async () => {
    const base = key('tree');
    const files = {
      [`${base}/a.txt`]: 'a',
      [`${base}/b.txt`]: 'b',
      [`${base}/deep/er/still/c.txt`]: 'c',
    };
    await Promise.all(Object.entries(files).map(([k, v]) => storage.put(k, Buffer.from(v), 'text/plain')));
    for (const [k, v] of Object.entries(files)) {
      expect((await storage.get(k))?.bytes.toString(), k).toBe(v);
    }
    // A prefix of stored keys is no file of its own, on disk (a directory) as in a bucket.
    expect(await storage.get(base)).toBeNull();
    expect(await storage.get(`${base}/deep`)).toBeNull();
    await expect(storage.delete(`${base}/deep`)).resolves.toBeUndefined();
    // Nor is a path below a stored file.
    expect(await storage.get(`${base}/a.txt/below`)).toBeNull();

    await storage.delete(`${base}/a.txt`);
    expect(await storage.get(`${base}/a.txt`)).toBeNull();
    expect((await storage.get(`${base}/b.txt`))?.bytes.toString()).toBe('b');
    expect((await storage.get(`${base}/deep/er/still/c.txt`))?.bytes.toString()).toBe('c');
  });

  it('answers null for a missing file, also under a path nothing was ever stored in', async () => {
    expect(await storage.get(key('missing.png'))).toBeNull();
    expect(await storage.get('never/stored/anything/here.png')).toBeNull();
  });

  it('deletes a file, and deleting it again or a file that never was is not an error', async () => {
    const k = key('gone.png');
    await storage.put(k, Buffer.from('x'), 'image/png');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
    await expect(storage.delete('never/stored/anything/here.png')).resolves.toBeUndefined();
  });

  it('can be put again after a delete', async () => {
    const k = key('again.png');
    await storage.put(k, Buffer.from('one'), 'image/png');
    await storage.delete(k);
    await storage.put(k, Buffer.from('two'), 'image/jpeg');
    expect(await storage.get(k)).toEqual({ bytes: Buffer.from('two'), contentType: 'image/jpeg' });
  });

  it('handles many files at once', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => key(`many-${i}.bin`));
    await Promise.all(keys.map((k, i) => storage.put(k, Buffer.from(`file ${i}`), 'text/plain')));
    const read = await Promise.all(keys.map((k) => storage.get(k)));
    expect(read.map((f) => f?.bytes.toString())).toEqual(keys.map((_, i) => `file ${i}`));
  });

  it('refuses unsafe keys on every operation', async () => {
    for (const bad of [
      '../escape',
      'a/../../escape',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      '',
      '..',
      'a b',
    ]) {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain'), bad).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(bad), bad).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(bad), bad).rejects.toThrow(/invalid storage key/);
    }
  });
});
