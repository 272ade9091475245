import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirHolder } from '../db/data-dir-lock.ts';
import { multipartBody } from '../test-support/request.ts';
import { type RoomClient, RoomClients, request } from '../test-support/room-client.ts';
import {
  demoAdminToken,
  exitOf,
  freePort,
  httpJson,
  runCommand,
  serverEnv,
  startServer,
} from '../test-support/server-process.ts';
import { readArchive } from './snapshot-archive.ts';

// `npm run backup` while a real server process takes writes, then `npm run restore` into a fresh
// DATA_DIR: every operation acknowledged before the snapshot must be there. This is about the
// embedded database, so it runs on PGlite in both test passes.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dirs: string[] = [];
const servers: ChildProcess[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `squadboard-${prefix}-`));
  dirs.push(dir);
  return dir;
}

function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return runCommand('npm', ['run', '--silent', script, '--', ...args], env);
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = exitOf(server);
  server.kill('SIGTERM');
  expect(await exited).toEqual({ code: 0, signal: null });
}

describe('npm run backup and npm run restore', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let base: string;
  const clients = new RoomClients(() => base);

  beforeAll(async () => {
    dataDir = tempDir('backup');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = serverEnv(port, dataDir);
    const demo = await runCommand(process.execPath, ['--import', 'tsx', 'server/src/cli/demo.ts'], env);
    expect(demo.code, demo.stderr).toBe(0);
    servers.push(await startServer(env));
  }, 180_000);

  afterAll(() => {
    clients.closeAll();
    for (const server of servers) {
      server.kill('SIGKILL');
    }
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restores a snapshot taken during writes with every operation acknowledged before it', async () => {
    const token = await demoAdminToken(base);
    const cookie = `sb_session=${token}`;
    const me = (await httpJson(base, 'GET', '/api/auth/me', cookie)).user;
    const boundary = `----backup${Date.now()}`;
    const uploaded = await fetch(`${base}/api/profile/avatar`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody({ bytes: PNG, name: 'me.png', type: 'image/png' }, boundary),
    });
    expect(uploaded.status).toBe(200);
    const lead = (await httpJson(base, 'GET', '/api/users?search=demo.lead', cookie)).items[0];
    const squad = await httpJson(base, 'POST', '/api/squads', cookie, {
      name: 'Backup Squad',
      acronym: 'BKUP',
      leadId: lead.id,
    });
    const { retro } = await httpJson(base, 'POST', '/api/retros', cookie, {
      title: 'Backup retro',
      squadId: squad.squad.id,
      template: 'went-well',
      startType: 'instant',
    });

    const sockets: RoomClient[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = await clients.connect({ token });
      await request(socket, 'join', { room: retro.room });
      sockets.push(socket);
    }
    const columnIds = (
      await request<{ board: Board }>(sockets[0] as RoomClient, 'sync', {})
    ).board.columns.map((c) => c.id);
    // Every card acknowledged, with when its acknowledgement arrived; texts of all sent.
    const acked = new Map<string, number>();
    const sent = new Set<string>();
    let stop = false;
    const writer = async (socket: RoomClient, n: number) => {
      for (let i = 0; !stop; i++) {
        const text = `card ${n}-${i}`;
        sent.add(text);
        try {
          const added = await request<{ ok: boolean; card?: { id: string } }>(socket, 'add', {
            opId: randomUUID(),
            columnId: columnIds[(n + i) % columnIds.length],
            text,
          });
          if (added.ok && added.card) {
            acked.set(added.card.id, Date.now());
          }
        } catch {
          // No acknowledgement within the timeout (the snapshot pauses queries): nothing promised.
        }
      }
    };
    const writers = sockets.map((s, n) => writer(s, n));
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(() => acked.size >= 20);

    const backupFile = path.join(tempDir('backup-out'), 'during-writes.tar.gz');
    const backupStarted = Date.now();
    const backup = await npmRun('backup', [backupFile], env);
    const backupEnded = Date.now();
    stop = true;
    await Promise.all(writers);
    clients.closeAll();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('taken by the running server');

    const { manifest } = await readArchive(backupFile, tempDir('backup-read'));
    const takenAt = Date.parse(manifest.databaseAsOf);
    expect(manifest).toMatchObject({ source: 'server', files: 1 });
    const before = [...acked].filter(([, at]) => at < takenAt).map(([id]) => id);
    // The snapshot was taken while cards kept coming: some acknowledged after the backup began
    // and before the snapshot, some after the snapshot and before the backup ended.
    expect([...acked.values()].filter((at) => at > backupStarted && at < takenAt).length).toBeGreaterThan(0);
    expect([...acked.values()].filter((at) => at > takenAt && at < backupEnded).length).toBeGreaterThan(0);

    // Not over a running server: it refuses and changes nothing.
    const refused = await npmRun('restore', [backupFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('A Squadboard server (pid');
    expect(refused.stderr).toContain('Stop it first');
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);

    await stopServer(servers[0] as ChildProcess);
    expect(dataDirHolder(dataDir)).toBeNull();

    const freshPort = await freePort();
    const fresh = serverEnv(freshPort, tempDir('restored'));
    const restored = await npmRun('restore', [backupFile], fresh);
    expect(restored.code, restored.stderr).toBe(0);
    servers.push(await startServer(fresh));
    base = `http://127.0.0.1:${freshPort}`;

    const again = await clients.connect({ token });
    await request(again, 'join', { room: retro.room });
    const board = (await request<{ board: Board }>(again, 'sync', {})).board;
    const stored = new Set(board.cards.map((c) => c.id));
    expect(before.filter((id) => !stored.has(id))).toEqual([]);
    // Nothing half-done or invented: each restored card is one a writer sent, exactly once.
    expect(board.cards.filter((c) => !sent.has(c.text ?? ''))).toEqual([]);
    expect(new Set(board.cards.map((c) => c.text)).size).toBe(board.cards.length);
    clients.closeAll();

    const avatar = await fetch(`${base}/api/users/${me.id}/avatar`, { headers: { cookie } });
    expect(avatar.status).toBe(200);
    expect(Buffer.from(await avatar.arrayBuffer()).equals(PNG)).toBe(true);
    await stopServer(servers[1] as ChildProcess);

    // Over the original data: the database and files it replaces are kept aside, not deleted.
    const over = await npmRun('restore', [backupFile], env);
    expect(over.code, over.stderr).toBe(0);
    const names = readdirSync(dataDir);
    expect(names.filter((name) => /^db\.before-restore-/.test(name))).toHaveLength(1);
    expect(names.filter((name) => /^files\.before-restore-/.test(name))).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(names.filter((name) => name.startsWith('restore-') || name === 'backup-work')).toEqual([]);
  }, 240_000);

  it('backs up without a server too, and sends PostgreSQL users to their own tools', async () => {
    for (const server of servers) {
      if (server.exitCode === null && server.signalCode === null) {
        await stopServer(server);
      }
    }
    const file = path.join(tempDir('offline-out'), 'offline.tar.gz');
    const offline = await npmRun('backup', [file], env);
    expect(offline.code, offline.stderr).toBe(0);
    expect((await readArchive(file, tempDir('offline-read'))).manifest.source).toBe('offline');
    expect(dataDirHolder(dataDir)).toBeNull();

    const again = await npmRun('backup', [file], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const postgres = { ...env, DATABASE_URL: 'postgres://squadboard@127.0.0.1:5432/squadboard' };
    const backup = await npmRun('backup', [], postgres);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump');
    const restore = await npmRun('restore', [file], postgres);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore');
  }, 120_000);
});
