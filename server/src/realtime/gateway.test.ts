import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { sessionIdOf } from '../modules/auth/secrets.ts';
import { createActiveUser, findUser, PASSWORD } from '../test-support/factories.ts';
import { api, sessionCookieOf } from '../test-support/request.ts';
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
afterAll(async () => {
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
