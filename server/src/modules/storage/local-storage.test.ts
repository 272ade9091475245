import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createStorage, isValidKey } from './storage.ts';

// What only the disk adapter has: files and their content-type files under DATA_DIR/files. What
// every adapter promises is in storage-contract.test.ts.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(dataDir);

  it('keeps a file and its content type side by side, and leaves no temporaries', async () => {
    const folder = path.join(dataDir, 'files', 'avatars', 'c1', 'u1');
    await storage.put('avatars/c1/u1/a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    await storage.put('avatars/c1/u1/a.png', Buffer.from('jpeg'), 'image/jpeg');
    // Temporaries are renamed into place, never left behind.
    expect(readdirSync(folder).sort()).toEqual(['a.png', 'a.png.meta.json']);

    await storage.delete('avatars/c1/u1/a.png');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('reads a file without its content-type file as application/octet-stream', async () => {
    mkdirSync(path.join(dataDir, 'files', 'old'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'old', 'file.bin'), 'from an old backup');
    expect(await storage.get('old/file.bin')).toEqual({
      bytes: Buffer.from('from an old backup'),
      contentType: 'application/octet-stream',
    });
  });

  it('refuses keys that could leave the storage root or clash with a content-type file', async () => {
    const before = readdirSync(dataDir);
    for (const key of ['../escape', 'a/../../escape', '/etc/passwd', '..', 'x.meta.json', 'x.meta.json/y']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(readdirSync(dataDir)).toEqual(before);
  });

  it('is what the app uses without S3 settings', () => {
    expect(createStorage({ dataDir, s3: null }).kind).toBe('local');
  });
});

describe('storage keys', () => {
  it('are relative paths of plain segments', () => {
    expect(isValidKey('avatars/3f1c/9a2b/k-1_x.jpg')).toBe(true);
    expect(isValidKey('a'.repeat(129))).toBe(false);
    expect(isValidKey('avatars/.hidden')).toBe(false);
    expect(isValidKey('avatars/name with space.png')).toBe(false);
  });
});
