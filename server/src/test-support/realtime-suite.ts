import { randomUUID } from 'node:crypto';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { afterAll, beforeAll } from 'vitest';
import { attachRealtime, type RealtimeGateway } from '../realtime/gateway.ts';
import { createRetroOrg, type RetroOrg } from './factories.ts';
import { next, nextMatching, type RoomClient, RoomClients, request, urlOf } from './room-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The set-up every realtime test file shares: a listening app with its socket gateway, an
// organisation with squads (createRetroOrg), and socket clients closed at the end.

export interface RealtimeSuite {
  t: TestApp;
  org: RetroOrg;
  clients: RoomClients;
}

/** Registers the file's beforeAll/afterAll; the fields are filled once beforeAll has run. */
export function realtimeSuite(): RealtimeSuite {
  let gateway: RealtimeGateway | null = null;
  const suite = {} as RealtimeSuite;
  suite.clients = new RoomClients(() => urlOf(suite.t.app));
  beforeAll(async () => {
    suite.t = await createTestApp();
    gateway = await attachRealtime(suite.t.app);
    await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    suite.org = await createRetroOrg(suite.t);
  });
  afterAll(async () => {
    suite.clients.closeAll();
    await gateway?.close();
    await suite.t?.close();
  });
  return suite;
}

export type Ack<T = Record<string, unknown>> =
  | ({ ok: true } & T)
  | { ok: false; code: string; message: string };

/** A board operation with a fresh opId. */
export function op<T = Record<string, unknown>>(
  socket: RoomClient,
  event: string,
  payload: Record<string, unknown> = {},
): Promise<Ack<T>> {
  return request<Ack<T>>(socket, event, { opId: randomUUID(), ...payload });
}

/** The board as this socket may see it. */
export async function boardOf(socket: RoomClient): Promise<Board> {
  const synced = await request<Ack<{ board: Board }>>(socket, 'sync', {});
  if (!synced.ok) {
    throw new Error(synced.message);
  }
  return synced.board;
}

/** A guest pass for the retro's room, as the join page gets it: the token to connect with. */
export async function guestPass(t: TestApp, meetingId: string, name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/retros/meeting/${meetingId}/guest`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name }),
  });
  if (response.statusCode !== 201) {
    throw new Error(`guest pass refused: ${response.statusCode} ${response.body}`);
  }
  return response.json().token;
}

/**
 * `socket` knocks and `admin` lets everybody waiting in, as the browser does: join, the admin's
 * `admit`, `admitted`, join again. Answers the room snapshot of that last join.
 */
export async function letIn(admin: RoomClient, socket: RoomClient, room: string): Promise<RoomSnapshot> {
  const knocked = nextMatching<{ waiting: unknown[] }>(admin, 'userJoin', (p) => p.waiting.length > 0);
  const knocking = await request<Ack<{ state: string }>>(socket, 'join', { room });
  if (!knocking.ok || knocking.state !== 'waiting') {
    throw new Error(`expected to wait at the door, got ${JSON.stringify(knocking)}`);
  }
  await knocked;
  const admitted = next(socket, 'admitted');
  const decided = await request<Ack>(admin, 'admit', { decision: 'admit', all: true });
  if (!decided.ok) {
    throw new Error(decided.message);
  }
  await admitted;
  const joined = await request<Ack<{ state: string; snapshot: RoomSnapshot }>>(socket, 'join', { room });
  if (!joined.ok || joined.state !== 'admitted') {
    throw new Error(`expected to be in the room, got ${JSON.stringify(joined)}`);
  }
  return joined.snapshot;
}
