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
// cards, like them, make some into backlog items and review an earlier retro's actions, then
// started again on the same data; every acknowledged card, like, item and mark must be there. PGlite in a data directory by default, PostgreSQL when TEST_DATABASE_URL is set.

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

  /** Actions of an earlier retro of the squad, made from its cards as the room does. */
  async function earlierActions(token: string, squadId: string, ownerId: string): Promise<string[]> {
    const cookie = `sb_session=${token}`;
    const { retro } = await httpJson(base, 'POST', '/api/retros', cookie, {
      title: 'Earlier retro',
      squadId,
      template: 'went-well',
      startType: 'instant',
    });
    const socket = await clients.connect({ token });
    await request(socket, 'join', { room: retro.room });
    const { board } = await request<{ board: Board }>(socket, 'sync', {});
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const added = await request<{ card: { id: string } }>(socket, 'add', {
        opId: randomUUID(),
        columnId: board.columns[0]?.id,
        text: `earlier ${i}`,
      });
      const made = await request<{ actionId: string }>(socket, 'action', {
        opId: randomUUID(),
        cardId: added.card.id,
        title: `action ${i}`,
        description: `from card ${i}`,
        ownerId,
        status: 'Open',
      });
      ids.push(made.actionId);
    }
    await request(socket, 'leave', {});
    return ids;
  }

  it('keeps every acknowledged card, like, backlog item and review mark', async () => {
    const token = await demoAdminToken(base);
    const cookie = `sb_session=${token}`;
    const users = await httpJson(base, 'GET', '/api/users?search=demo.lead', cookie);
    const squad = await httpJson(base, 'POST', '/api/squads', cookie, {
      name: 'Crash Squad',
      acronym: 'CRASH',
      leadId: users.items[0].id,
    });
    const toReview = await earlierActions(token, squad.squad.id, users.items[0].id);
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
    // Earlier actions reviewed: action id → the outcome acknowledged (each reviewed once).
    const ackedMarks = new Map<string, string>();
    const outcomes = ['done', 'open', 'dropped'] as const;
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
            const actionId = n === 1 && i % 2 === 0 ? toReview[i / 2] : undefined;
            if (actionId) {
              const outcome = outcomes[(i / 2) % outcomes.length] ?? 'done';
              const marked = await request<{ ok: boolean }>(socket, 'reviewAction', {
                opId: randomUUID(),
                actionId,
                outcome,
              });
              if (marked.ok) {
                ackedMarks.set(actionId, outcome);
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
    expect(ackedMarks.size).toBeGreaterThan(0);

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
    const marks = new Map(after.board.review.items.map((item) => [item.actionId, item.mark?.outcome]));
    const missingMarks = [...ackedMarks].filter(([actionId, outcome]) => marks.get(actionId) !== outcome);
    expect(missingCards).toEqual([]);
    expect(missingMarks).toEqual([]);
    expect(missingLikes).toEqual([]);
    expect(missingItems).toEqual([]);
  }, 120_000);
});
