import { randomUUID } from 'node:crypto';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import { afterAll, beforeAll } from 'vitest';
import { attachRealtime, type RealtimeGateway } from '../realtime/gateway.ts';
import { createRetroOrg, type RetroOrg } from './factories.ts';
import { type RoomClient, RoomClients, request, urlOf } from './room-client.ts';
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
