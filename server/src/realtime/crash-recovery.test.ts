import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomClient, RoomClients, request } from '../test-support/room-client.ts';
import {
  demoAdminToken,
  freePort,
  httpJson,
  ROOT,
  serverEnv,
  startServer as startProcess,
} from '../test-support/server-process.ts';
import { createThrowawayPostgres } from '../test-support/test-database.ts';

// Nothing acknowledged is lost: a real server process is killed with SIGKILL while clients add
// cards, like them and make some into backlog items, then started again on the same data; every acknowledged card and like
// must be there. PGlite in a data directory by default, PostgreSQL when TEST_DATABASE_URL is set.

describe('a server killed mid-retro', () => {
  let env: NodeJS.ProcessEnv;
  let base: string;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  let server: ChildProcess | null = null;
  const clients = new RoomClients(() => base);

  async function startServer(): Promise<void> {
    server = await startProcess(env);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-crash-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = serverEnv(port, dataDir);
    if (process.env.TEST_DATABASE_URL) {
      const database = await createThrowawayPostgres(process.env.TEST_DATABASE_URL);
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    execFileSync(process.execPath, ['--import', 'tsx', 'server/src/cli/demo.ts'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    await startServer();
  }, 120_000);

  afterAll(async () => {
    clients.closeAll();
    server?.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged card, like and backlog item', async () => {
    const token = await demoAdminToken(base);
    const cookie = `sb_session=${token}`;
    const users = await httpJson(base, 'GET', '/api/users?search=demo.lead', cookie);
    const squad = await httpJson(base, 'POST', '/api/squads', cookie, {
      name: 'Crash Squad',
      acronym: 'CRASH',
      leadId: users.items[0].id,
    });
    const { retro } = await httpJson(base, 'POST', '/api/retros', cookie, {
      title: 'Crash retro',
      squadId: squad.squad.id,
      template: 'went-well',
      startType: 'instant',
    });

    const sockets: RoomClient[] = [];
    for (let i = 0; i < 4; i++) {
      const socket = await clients.connect({ token });
      await request(socket, 'join', { room: retro.room });
      sockets.push(socket);
    }
    const synced = await request<{ board: Board }>(sockets[0] as RoomClient, 'sync', {});
    const columnIds = synced.board.columns.map((c) => c.id);

    const ackedCards = new Set<string>();
    const ackedLikes = new Set<string>();
    // Cards made into backlog items: card id → the item's id.
    const ackedItems = new Map<string, string>();
    let stop = false;
    const writer = async (socket: RoomClient, n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const added = await request<{ ok: boolean; card?: { id: string } }>(socket, 'add', {
            opId: randomUUID(),
            columnId: columnIds[(n + i) % columnIds.length],
            text: `card ${n}-${i}`,
          });
          if (added.ok && added.card) {
            ackedCards.add(added.card.id);
            // Only this socket's cards: a like of its own new card always turns it on.
            const liked = await request<{ ok: boolean; liked?: boolean }>(socket, 'like', {
              opId: randomUUID(),
              cardId: added.card.id,
            });
            if (liked.ok && liked.liked) {
              ackedLikes.add(added.card.id);
            }
            if (n === 0 && i % 5 === 0) {
              const made = await request<{ ok: boolean; workItemId?: string }>(socket, 'backlog', {
                opId: randomUUID(),
                cardId: added.card.id,
                type: 'Task',
                title: `task ${i}`,
                description: `card ${n}-${i}`,
              });
              if (made.ok && made.workItemId) {
                ackedItems.set(added.card.id, made.workItemId);
              }
            }
          }
        } catch {
          // No acknowledgement (the server is gone, or slow under a loaded machine): nothing was
          // promised. Before the kill, keep writing.
          if (stop) {
            return;
          }
        }
      }
    };
    const writers = sockets.map((s, n) => writer(s, n));
    const deadline = Date.now() + 60_000;
    while (ackedCards.size < 60 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // Listen before killing: the exit may come before the writers have all stopped.
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    clients.closeAll();
    expect(ackedCards.size).toBeGreaterThanOrEqual(60);
    expect(ackedItems.size).toBeGreaterThan(0);

    await exited;
    await startServer();
    const again = await clients.connect({ token });
    await request(again, 'join', { room: retro.room });
    const after = await request<{ board: Board }>(again, 'sync', {});
    const stored = new Map(after.board.cards.map((c) => [c.id, c]));
    const missingCards = [...ackedCards].filter((id) => !stored.has(id));
    const missingLikes = [...ackedLikes].filter((id) => (stored.get(id)?.likes.length ?? 0) === 0);
    const missingItems = [...ackedItems].filter(
      ([cardId, itemId]) => !stored.get(cardId)?.workItems.some((item) => item.id === itemId),
    );
    expect(missingCards).toEqual([]);
    expect(missingLikes).toEqual([]);
    expect(missingItems).toEqual([]);
  }, 120_000);
});
