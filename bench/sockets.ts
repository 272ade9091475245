import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { RunningServer } from './support.ts';

// What the live-board benchmarks share: a socket.io client as the web app opens one, an
// operation that waits for its acknowledgement, the JSON API, and the demo admin's session.

/** Where the server listens: all the socket and API helpers need (bench/retro-clients.ts has no more). */
type Server = Pick<RunningServer, 'url'>;

export type Ack = { ok: boolean; code?: string; message?: string; card?: { id: string } };

export function connect(url: string, opts: { cookie?: string; guestToken?: string }): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : {},
    auth: opts.guestToken ? { guestToken: opts.guestToken } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends `event` and waits for its acknowledgement (failing after `timeoutMs`). */
export function ask<T = Ack>(
  socket: Socket,
  event: string,
  payload: unknown,
  timeoutMs = 60_000,
): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload);
}

/** POSTs JSON to the API and returns the answer's JSON, failing on any non-2xx status. */
// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of known responses.
export async function api(server: Server, path: string, cookie: string, body: unknown): Promise<any> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Signs the demo admin in and creates a squad led by the demo lead: the cookie and the squad. */
export async function demoSquad(server: Server, name: string, acronym: string) {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.admin@squadboard.local', password: 'Demo@12345' }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const usersResponse = await fetch(`${server.url}/api/users?search=demo.lead`, { headers: { cookie } });
  const users = (await usersResponse.json()) as { items: { id: string }[] };
  const { squad } = await api(server, '/api/squads', cookie, { name, acronym, leadId: users.items[0]?.id });
  return { cookie, squadId: squad.id as string };
}

/** An instant retro of the squad with its admin in the room: its addresses, the admin's socket, its columns. */
export async function liveRetro(server: Server, cookie: string, squadId: string) {
  const { retro } = await api(server, '/api/retros', cookie, {
    title: `Bench ${randomUUID().slice(0, 6)}`,
    squadId,
    template: 'went-well',
    startType: 'instant',
  });
  const admin = await connect(server.url, { cookie });
  await ask(admin, 'join', { room: retro.room });
  const synced = await ask<{ board: { columns: { id: string }[] } }>(admin, 'sync', {});
  return {
    room: retro.room as string,
    meetingId: retro.meetingId as string,
    admin,
    columns: synced.board.columns.map((c) => c.id),
  };
}

/**
 * Calls `handle` for each `event` the socket receives, alone or inside a `batch`: one listener
 * per socket, so 1,000 clients in one process stay cheap (retro-clients.ts, retro-mix.ts). Returns the way to stop.
 */
// biome-ignore lint/suspicious/noExplicitAny: payloads of known events, read by the bench only.
export function onEach(socket: Socket, event: string, handle: (payload: any) => void): () => void {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const listener = (name: string, payload: any) => {
    if (name === event) {
      handle(payload);
    } else if (name === 'batch') {
      for (const item of payload.events) {
        if (item.event === event) {
          handle(item.payload);
        }
      }
    }
  };
  socket.onAny(listener);
  return () => socket.offAny(listener);
}

/**
 * Times each card that `sockets` hear added from when its text was sent (`sentAt`, keyed by text)
 * into `fanout`, one figure per socket that hears it. Returns the stop of every listener.
 */
export function timeDeliveries(
  sockets: Socket[],
  sentAt: Map<string, number>,
  fanout: number[],
): (() => void)[] {
  return sockets.map((socket) =>
    onEach(socket, 'added', ({ card }: { card: { text: string } }) => {
      const t = sentAt.get(card.text);
      if (t !== undefined) {
        fanout.push(performance.now() - t);
      }
    }),
  );
}
