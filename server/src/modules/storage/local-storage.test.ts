import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createStorage, isValidKey } from './storage.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(dataDir);

  it('stores, reads, replaces and deletes a file with its content type', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('avatars/c1/u1/a.png', bytes, 'image/png');
    expect(await storage.get('avatars/c1/u1/a.png')).toEqual({ bytes, contentType: 'image/png' });

    await storage.put('avatars/c1/u1/a.png', Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.get('avatars/c1/u1/a.png')).toEqual({
      bytes: Buffer.from('jpeg'),
      contentType: 'image/jpeg',
    });
    // Temporaries are renamed into place, never left behind.
    expect(readdirSync(path.join(dataDir, 'files', 'avatars', 'c1', 'u1')).sort()).toEqual([
      'a.png',
      'a.png.meta.json',
    ]);

    await storage.delete('avatars/c1/u1/a.png');
    expect(await storage.get('avatars/c1/u1/a.png')).toBeNull();
    expect(readdirSync(path.join(dataDir, 'files', 'avatars', 'c1', 'u1'))).toEqual([]);
  });

  it('answers null for a missing file and deletes a missing file quietly', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of [
      '../escape',
      'a/../../escape',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      '',
      '..',
      'x.meta.json',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(readdirSync(dataDir)).toEqual(['files']);
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
