import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attachRealtime, type RealtimeGateway } from '../../realtime/gateway.ts';
import { activeMember, createOrganisation, signIn } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// 'Make user inactive' must shut the user out at once: every session and every live socket.

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

function open(token: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: `sb_session=${token}` },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

it('closes every socket of a user made inactive', async () => {
  const org = await createOrganisation(t);
  const member = await activeMember(t, org);
  const second = await signIn(t.app, member.email);
  const sockets = [await open(member.token), await open(second)];
  const closed = sockets.map((s) => new Promise((resolve) => s.once('disconnect', resolve)));

  const response = await api(t.app, org.admin, 'PATCH', `/api/users/${member.id}`, {
    firstName: 'Mia',
    lastName: 'Member',
    inactive: true,
  });
  expect(response.statusCode).toBe(200);
  expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
});
