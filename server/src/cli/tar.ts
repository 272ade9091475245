// The little of the tar format (POSIX ustar, with pax headers for long names) that backups need:
// regular files only. A backup stays an ordinary .tar.gz that `tar -tzf` can list and unpack,
// without adding a dependency for it.

const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  name: string;
  size: number;
  /** The contents, in one or more chunks whose lengths add up to `size`. */
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface ReadTarEntry {
  name: string;
  body: Buffer;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) {
    sum += byte;
  }
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** A pax record `<length> path=<name>\n`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const rest = ` path=${name}\n`;
  const bytes = Buffer.byteLength(rest);
  let digits = String(bytes).length;
  while (String(bytes + digits).length !== digits) {
    digits += 1;
  }
  return Buffer.from(`${bytes + digits}${rest}`);
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The archive's bytes, entry by entry; pipe them through gzip into a file. */
export async function* writeTar(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if (Buffer.byteLength(entry.name) > 100 || !/^[\x20-\x7e]+$/.test(entry.name)) {
      const pax = paxPath(entry.name);
      yield header('PaxHeader', pax.length, 'x');
      yield Buffer.concat([pax, padding(pax.length)]);
    }
    yield header(entry.name.slice(0, 100), entry.size, '0');
    let written = 0;
    for await (const chunk of entry.body) {
      written += chunk.length;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== entry.size) {
      throw new Error(`${entry.name} changed size while it was archived (${entry.size} → ${written})`);
    }
    yield padding(entry.size);
  }
  yield END;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const nul = field.indexOf(0);
  return field.subarray(0, nul === -1 ? length : nul).toString('utf8');
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) {
    sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  }
  return Number.parseInt(text(block, 148, 8).trim(), 8) === sum;
}

function paxRecords(body: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const length = Number.parseInt(body.subarray(at, space).toString('ascii'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) {
      throw new Error('not a tar archive (bad pax header)');
    }
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

/** Collects a byte stream into exact reads of `size` bytes (null at a clean end of input). */
class Reader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  async read(size: number): Promise<Buffer | null> {
    while (this.buffered < size) {
      const next = await this.source.next();
      if (next.done) {
        if (this.buffered === 0) {
          return null;
        }
        throw new Error('the archive is cut short');
      }
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const first = this.chunks[0] as Buffer;
    const all = first.length >= size ? first : Buffer.concat(this.chunks);
    this.chunks = [all.subarray(size)];
    this.buffered -= size;
    return all.subarray(0, size);
  }
}

/** Regular files of a tar stream (already gunzipped), each whole in memory. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<ReadTarEntry> {
  const reader = new Reader(source);
  let longName: string | null = null;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block === null || block.every((byte) => byte === 0)) {
      return;
    }
    if (!checksumOk(block)) {
      throw new Error('not a tar archive (bad header checksum)');
    }
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(block[156] as number);
    const body = (await reader.read(size + padding(size).length)) ?? Buffer.alloc(0);
    const content = body.subarray(0, size);
    if (type === 'x') {
      longName = paxRecords(content).get('path') ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = text(content, 0, content.length);
      continue;
    }
    const prefix = text(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    longName = null;
    if (type === '0' || type === '\0') {
      yield { name, body: content };
    }
  }
}
