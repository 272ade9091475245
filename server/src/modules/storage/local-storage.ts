import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { assertValidKey } from './storage-keys.ts';

// Files under `${DATA_DIR}/files/<key>`, each with a small `<key>.meta.json` beside it holding the
// content type. Writes go to a temporary name and are renamed into place, so a reader never sees
// half a file and a crash leaves at worst an orphaned temporary.

const META_SUFFIX = '.meta.json';

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ENOENT';
}

/**
 * No file has this key: nothing there, a directory holding deeper keys (`a/b` beside `a/b/c`), or a
 * path below a file (`a/b/c` beside the file `a/b`). S3 has no directories, so these are all
 * plain missing keys there too.
 */
function isNoFile(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ERR_FS_EISDIR' || code === 'ENOTDIR';
}

async function removeFile(file: string): Promise<void> {
  try {
    await rm(file, { force: true });
  } catch (error) {
    if (!isNoFile(error)) {
      throw error;
    }
  }
}

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'files');

  function pathOf(key: string): string {
    assertValidKey(key);
    // No segment may end like a content-type file: `a.meta.json/b` would make a directory where the
    // content type of `a` belongs.
    if (key.split('/').some((segment) => segment.endsWith(META_SUFFIX))) {
      throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    }
    const full = path.resolve(root, key);
    // Belt and braces: the key rules already forbid '..', but never touch anything outside root.
    if (!full.startsWith(root + path.sep)) {
      throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    }
    return full;
  }

  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    kind: 'local',

    async put(key, bytes, contentType) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async get(key) {
      const file = pathOf(key);
      try {
        const [bytes, meta] = await Promise.all([
          readFile(file),
          readFile(`${file}${META_SUFFIX}`, 'utf8').catch((error: unknown) => {
            if (isMissing(error)) {
              return '{}';
            }
            throw error;
          }),
        ]);
        const parsed = JSON.parse(meta) as { contentType?: unknown };
        const contentType =
          typeof parsed.contentType === 'string' ? parsed.contentType : 'application/octet-stream';
        return { bytes, contentType };
      } catch (error) {
        if (isNoFile(error)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      const file = pathOf(key);
      await removeFile(file);
      await removeFile(`${file}${META_SUFFIX}`);
    },
  };
}
