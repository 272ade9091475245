import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, writeTar } from './tar.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES: [string, Buffer][] = [
  ['db.tar', Buffer.alloc(70_000, 7)],
  ['empty', Buffer.alloc(0)],
  ['exactly-one-block', Buffer.alloc(512, 1)],
  [`files/avatars/${'c'.repeat(36)}/${'u'.repeat(36)}/${'k'.repeat(36)}.png`, Buffer.from('png bytes')],
  [`files/${'deep/'.repeat(60)}end.json`, Buffer.from('{"contentType":"image/png"}')],
  ['files/ünïcode-name.txt', Buffer.from('text')],
];

async function archive(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const entries = FILES.map(([name, body]) => ({ name, size: body.length, body: [body] }));
  for await (const chunk of writeTar(entries)) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

describe('tar', () => {
  it('reads back what it wrote, long and non-ASCII names included', async () => {
    const bytes = await archive();
    expect(bytes.length % 512).toBe(0);
    // Small chunks, so headers and bodies straddle reads.
    const source = Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 700) }, (_, i) => bytes.subarray(i * 700, (i + 1) * 700)),
    );
    const read: [string, Buffer][] = [];
    for await (const entry of readTar(source)) {
      read.push([entry.name, entry.body]);
    }
    expect(read).toEqual(FILES);
  });

  it('writes archives that the system tar lists and unpacks unchanged', async () => {
    const file = path.join(dir, 'out.tar.gz');
    writeFileSync(file, gzipSync(await archive()));
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      FILES.map(([name]) => name),
    );
    const unpacked = path.join(dir, 'unpacked');
    mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['-xzf', file, '-C', unpacked]);
    for (const [name, body] of FILES) {
      expect(readFileSync(path.join(unpacked, name)).equals(body), name).toBe(true);
    }
  });

  it('reads archives made by the system tar, and refuses what is not one', async () => {
    const source = path.join(dir, 'source');
    mkdirSync(path.join(source, 'files/a'), { recursive: true });
    writeFileSync(path.join(source, 'files/a/one.png'), 'one');
    writeFileSync(path.join(source, 'squadboard-backup.json'), '{}');
    const made = execFileSync('tar', ['-cf', '-', '-C', source, 'squadboard-backup.json', 'files/a/one.png']);
    const names: string[] = [];
    for await (const entry of readTar(Readable.from([made]))) {
      names.push(entry.name);
    }
    expect(names).toEqual(['squadboard-backup.json', 'files/a/one.png']);

    const garbage = Readable.from([Buffer.alloc(1024, 65)]);
    await expect(async () => {
      for await (const _ of readTar(garbage)) {
        // nothing
      }
    }).rejects.toThrow('not a tar archive');
    const cut = (await archive()).subarray(0, 2000);
    await expect(async () => {
      for await (const _ of readTar(Readable.from([cut]))) {
        // nothing
      }
    }).rejects.toThrow('cut short');
  });
});
