import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { isValidKey } from '../modules/storage/storage-keys.ts';
import { readTar, type TarEntry, writeTar } from './tar.ts';

// A backup file is a .tar.gz holding:
//   squadboard-backup.json  the manifest below
//   db.tar                  PGlite's own dump of DATA_DIR/db (dumpDataDir), restored with loadDataDir
//   files/<key>             the locally stored files (avatars) of DATA_DIR/files, with their .meta.json
// Not the mail outbox (DATA_DIR/mail, a log of what was sent) nor the lock.

export const MANIFEST = 'squadboard-backup.json';
export const DB_ENTRY = 'db.tar';
const FILES_PREFIX = 'files/';
const FORMAT = 'squadboard-backup';
const VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Every operation committed before this moment is in the backup. */
  databaseAsOf: string;
  /** 'server': the running server dumped its database; 'offline': no server was running. */
  source: 'server' | 'offline';
  files: number;
}

export function newManifest(fields: Pick<Manifest, 'databaseAsOf' | 'source' | 'files'>): Manifest {
  return { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), ...fields };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function* walk(dir: string, relative = ''): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) {
      return;
    }
    throw error;
  }
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield* walk(dir, name);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      yield name;
    }
  }
}

/**
 * Adds the files of `from` that `to` lacks, as hard links: local storage replaces a file by
 * renaming a new one over it, so a linked file never changes under the backup. Running it
 * before and after the database snapshot keeps every file the snapshot can refer to, even one
 * deleted in between (a replaced avatar).
 */
export async function stageFiles(from: string, to: string): Promise<void> {
  for await (const name of walk(from)) {
    const target = path.join(to, name);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(path.join(from, name), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        continue;
      }
      if (isMissing(error)) {
        // Deleted since it was listed.
        continue;
      }
      if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
        await copyFile(path.join(from, name), target).catch((copyError: unknown) => {
          if (!isMissing(copyError)) {
            throw copyError;
          }
        });
        continue;
      }
      throw error;
    }
  }
}

async function* fileEntries(dir: string, count: { files: number }): AsyncGenerator<TarEntry> {
  for await (const name of walk(dir)) {
    const file = path.join(dir, name);
    const { size } = await stat(file);
    count.files += name.endsWith('.meta.json') ? 0 : 1;
    yield { name: `${FILES_PREFIX}${name}`, size, body: createReadStream(file) };
  }
}

/** Writes the backup to `output` (never over an existing file); returns its manifest. */
export async function writeArchive(
  output: string,
  parts: { dbTar: string; filesDir: string },
  manifest: (files: number) => Manifest,
): Promise<Manifest> {
  const temporary = `${output}.${process.pid}.tmp`;
  const count = { files: 0 };
  const written: { manifest?: Manifest } = {};
  async function* entries(): AsyncGenerator<TarEntry> {
    const { size } = await stat(parts.dbTar);
    yield { name: DB_ENTRY, size, body: createReadStream(parts.dbTar) };
    yield* fileEntries(parts.filesDir, count);
    // Last, because it counts the files.
    written.manifest = manifest(count.files);
    const json = Buffer.from(`${JSON.stringify(written.manifest, null, 2)}\n`);
    yield { name: MANIFEST, size: json.length, body: [json] };
  }
  try {
    await pipeline(
      Readable.from(writeTar(entries())),
      createGzip(),
      createWriteStream(temporary, { flags: 'wx' }),
    );
    // link() refuses to replace a file that appeared meanwhile, where rename() would not.
    await link(temporary, output);
  } finally {
    await rm(temporary, { force: true });
  }
  if (!written.manifest) {
    throw new Error('the backup was not completed');
  }
  return written.manifest;
}

export class NotABackupError extends Error {
  override name = 'NotABackupError';
}

function checkManifest(body: Buffer): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(body.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new NotABackupError('its manifest is not JSON');
  }
  if (manifest.format !== FORMAT || typeof manifest.version !== 'number') {
    throw new NotABackupError('it has no Squadboard backup manifest');
  }
  if (manifest.version > VERSION) {
    throw new NotABackupError(
      `it was made by a newer Squadboard (backup format ${manifest.version}); update first`,
    );
  }
  return manifest as Manifest;
}

/**
 * Reads a backup: writes its files under `filesDir` and returns the manifest and the database
 * dump. Throws NotABackupError for anything that is not a complete backup.
 */
export async function readArchive(
  file: string,
  filesDir: string,
): Promise<{ manifest: Manifest; dbTar: Buffer }> {
  let manifest: Manifest | null = null;
  let dbTar: Buffer | null = null;
  try {
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      if (entry.name === MANIFEST) {
        manifest = checkManifest(entry.body);
      } else if (entry.name === DB_ENTRY) {
        dbTar = entry.body;
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        const key = entry.name.slice(FILES_PREFIX.length);
        const stored = key.endsWith('.meta.json') ? key.slice(0, -'.meta.json'.length) : key;
        // The same rule as storage keys: nothing in a backup can write outside DATA_DIR/files.
        if (!isValidKey(stored)) {
          throw new NotABackupError(`it holds a file with an unusable name: ${JSON.stringify(key)}`);
        }
        const target = path.join(filesDir, key);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.body, { flag: 'wx' });
      }
    }
  } catch (error) {
    if (error instanceof NotABackupError || isMissing(error)) {
      throw error;
    }
    throw new NotABackupError(`it cannot be read (${(error as Error).message})`);
  }
  if (!manifest || !dbTar) {
    throw new NotABackupError(manifest ? 'it has no database in it' : 'it has no Squadboard backup manifest');
  }
  return { manifest, dbTar };
}
