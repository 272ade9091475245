import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retroCards, sessions } from '../db/schema/index.ts';
import { sessionIdOf } from '../modules/auth/secrets.ts';
import { createActiveUser, createRetroOrg, findUser, PASSWORD } from '../test-support/factories.ts';
import { boardOf } from '../test-support/realtime-suite.ts';
import { api, sessionCookieOf } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { RoomClients, request } from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

let t: TestApp;
let gateway: RealtimeGateway;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  gateway = await attachRealtime(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
const clients = new RoomClients(() => url);
afterAll(async () => {
  clients.closeAll();
  for (const socket of sockets) {
    socket.close();
  }
  await gateway.close();
  await t.close();
});

function open(headers: Record<string, string>): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function disconnected(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('realtime gateway', () => {
  it('refuses a handshake without a session cookie', async () => {
    expect(await outcome(open({}))).toBe('UNAUTHENTICATED');
    expect(await outcome(open({ cookie: 'sb_session=forged' }))).toBe('SESSION_EXPIRED');
  });

  it('accepts a signed-in user and refuses foreign origins', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    expect(await outcome(open({ cookie: `sb_session=${token}` }))).toBe('connected');
    const foreign = open({ cookie: `sb_session=${token}`, origin: 'https://evil.example' });
    expect(await outcome(foreign)).not.toBe('connected');
    const allowed = open({ cookie: `sb_session=${token}`, origin: 'http://localhost:3000' });
    expect(await outcome(allowed)).toBe('connected');
  });

  it("refuses this host's page over the other scheme; a forwarded scheme counts only behind a trusted proxy", async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    const host = new URL(url).host;
    const cookie = `sb_session=${token}`;
    expect(await outcome(open({ cookie, origin: `https://${host}` }))).not.toBe('connected');
    // TRUST_PROXY is off here, so a client cannot claim https for itself.
    expect(await outcome(open({ cookie, origin: `https://${host}`, 'x-forwarded-proto': 'https' }))).not.toBe(
      'connected',
    );
    expect(await outcome(open({ cookie, origin: `http://${host}` }))).toBe('connected');
  });

  it('closes the sockets of a session on sign-out and of every session when they all end', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const second = sessionCookieOf(
      await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD }),
    );
    const first = open({ cookie: `sb_session=${token}` });
    const other = open({ cookie: `sb_session=${second}` });
    expect(await outcome(first)).toBe('connected');
    expect(await outcome(other)).toBe('connected');

    const firstClosed = disconnected(first);
    await api(t.app, token, 'POST', '/api/auth/sign-out', {});
    expect(await firstClosed).toBe('io server disconnect');
    expect(other.connected).toBe(true);

    const otherClosed = disconnected(other);
    const user = await findUser(t.db, email);
    await t.app.services.auth.endUserSessions(user?.id ?? '');
    expect(await otherClosed).toBe('io server disconnect');
  });

  it('closes a socket when its session runs out, with no sign-out to announce it', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    // The session has a second and a half left when the socket opens.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const socket = open({ cookie: `sb_session=${token}` });
    expect(await outcome(socket)).toBe('connected');
    expect(await disconnected(socket)).toBe('io server disconnect');
    // Reconnecting with the same cookie is refused: the session is over.
    expect(await outcome(open({ cookie: `sb_session=${token}` }))).toBe('SESSION_EXPIRED');
  });
});

describe('the socket guard', () => {
  it('refuses a NUL anywhere in a payload before any handler runs, and logs none of it', async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    expect(await request(admin, 'join', { room: retro.room })).toMatchObject({ ok: true });
    const column = (await boardOf(admin)).columns[0];
    const logged = (['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const).map((level) =>
      vi.spyOn(t.app.log, level),
    );
    const added: unknown[] = [];
    admin.on('added', (payload) => added.push(payload));

    const refused = { ok: false, code: 'NUL_CHARACTER', message: MSG.generic.nulCharacter };
    const secret = 'our secret plan';
    const add = { opId: randomUUID(), columnId: column?.id };
    expect(await request(admin, 'add', { ...add, text: `${secret}\u0000` })).toEqual(refused);
    expect(await request(admin, 'join', { room: `${retro.room}\u0000` })).toEqual(refused);
    expect(await request(admin, 'add', { ...add, text: secret, '\u0000extra': 1 })).toEqual(refused);

    // The room is untouched: no card stored, nobody told, and the same socket still works.
    expect(await t.db.select().from(retroCards).where(eq(retroCards.retroId, retro.id))).toEqual([]);
    expect((await boardOf(admin)).cards).toEqual([]);
    expect(added).toEqual([]);
    const calls = JSON.stringify(
      logged.flatMap((spy) => spy.mock.calls),
      (_key, value) => (value instanceof Error ? `${value.message} ${value.stack}` : value),
    );
    expect(calls).not.toContain(secret);
    for (const spy of logged) {
      spy.mockRestore();
    }
  });
});
