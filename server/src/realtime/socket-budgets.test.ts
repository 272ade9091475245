import { randomUUID } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActiveUser, createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { type RoomClient, request, urlOf } from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createConnectionCaps } from './connection-caps.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// Caps on open sockets per person and per client address, and one message
// budget per person across all their sockets; on one node in memory, and (with TEST_REDIS_URL)
// on two nodes counting through Redis.

const redisUrl = process.env.TEST_REDIS_URL;

const LIMITS = {
  SOCKETS_PER_USER: '3',
  SOCKET_MESSAGE_BURST: '6',
  SOCKET_MESSAGES_PER_SECOND: '1',
  RATE_LIMIT_MAX: '1000',
};

interface Node {
  t: TestApp;
  gateway: RealtimeGateway;
}

async function startNode(env: Record<string, string>, shareDatabaseOf?: TestApp): Promise<Node> {
  const t = await createTestApp({ env, ...(shareDatabaseOf ? { shareDatabaseOf } : {}) });
  const gateway = await attachRealtime(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, gateway };
}

async function stopNode(node: Node | undefined): Promise<void> {
  await node?.gateway.close();
  await node?.t.close();
}

const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) {
    socket.close();
  }
});

/** A random documentation-range address, so runs sharing one Redis never count each other. */
function someAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${byte()}.${byte()}`;
}

/** Opens a socket as `token` (with X-Forwarded-For `from`): 'connected' or the refusal. */
async function open(
  node: Node,
  token: string,
  from: string = someAddress(),
): Promise<{ socket: RoomClient; outcome: string; data?: unknown }> {
  const socket: RoomClient = connect(urlOf(node.t.app), {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `sb_session=${token}`, 'x-forwarded-for': from },
  });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, outcome: 'connected' }));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ socket, outcome: error.message, data: error.data }),
    );
  });
}

function tokenOf(user: { token: string | null }): string {
  if (!user.token) {
    throw new Error('this user cannot sign in');
  }
  return user.token;
}

const refusedHandshake = {
  outcome: 'TOO_MANY_CONNECTIONS',
  data: { code: 'TOO_MANY_CONNECTIONS', message: MSG.room.tooManyConnections },
};

/**
 * Sends `perSocket` messages on each socket at once: how many the budgets refused and let by, and
 * the most the person's budget could have let by (its burst, plus what refilled meanwhile).
 */
async function burst(sockets: RoomClient[], perSocket: number) {
  const started = Date.now();
  const acks = await Promise.all(
    sockets.flatMap((socket) =>
      Array.from({ length: perSocket }, () => request<{ ok: boolean; code?: string }>(socket, 'sync', {})),
    ),
  );
  const limited = acks.filter((a) => a.code === 'MESSAGE_RATE_LIMITED').length;
  const budget = Number(LIMITS.SOCKET_MESSAGE_BURST) + Math.ceil((Date.now() - started) / 1000);
  return { limited, passed: acks.length - limited, budget };
}

describe('socket budgets on one node', () => {
  let node: Node;
  let org: RetroOrg;
  beforeAll(async () => {
    node = await startNode({ ...LIMITS, SOCKETS_PER_ADDRESS: '4', TRUST_PROXY: 'true' });
    org = await createRetroOrg(node.t);
  });
  afterAll(() => stopNode(node));

  it("refuses a person's handshake over their cap, and frees the slot when a socket closes", async () => {
    const token = tokenOf(org.member);
    const first = await open(node, token);
    for (let i = 0; i < 2; i += 1) {
      expect((await open(node, token)).outcome).toBe('connected');
    }
    expect(first.outcome).toBe('connected');
    expect(await open(node, token)).toMatchObject(refusedHandshake);

    first.socket.close();
    await vi.waitFor(async () => expect((await open(node, token)).outcome).toBe('connected'));
  });

  it('counts the forwarded client address behind TRUST_PROXY, across people', async () => {
    const office = someAddress();
    const people = await Promise.all(
      Array.from({ length: 5 }, () => createActiveUser(node.t.app, node.t.mailer)),
    );
    for (const [index, person] of people.slice(0, 4).entries()) {
      // The outermost proxy's entry is the client; what the hops after it add does not matter.
      expect((await open(node, person.token, `${office}, 10.0.0.${index}`)).outcome).toBe('connected');
    }
    const last = people[4]?.token ?? '';
    expect(await open(node, last, office)).toMatchObject(refusedHandshake);
    expect((await open(node, last, someAddress())).outcome).toBe('connected');
  });

  it('counts the peer address without TRUST_PROXY, whatever X-Forwarded-For claims', async () => {
    const strict = await startNode({ ...LIMITS, SOCKETS_PER_ADDRESS: '2' });
    try {
      const people = await Promise.all(
        Array.from({ length: 3 }, () => createActiveUser(strict.t.app, strict.t.mailer)),
      );
      expect((await open(strict, people[0]?.token ?? '')).outcome).toBe('connected');
      expect((await open(strict, people[1]?.token ?? '')).outcome).toBe('connected');
      expect(await open(strict, people[2]?.token ?? '')).toMatchObject(refusedHandshake);
    } finally {
      await stopNode(strict);
    }
  });

  it('gives a person one message budget across all their sockets', async () => {
    const token = tokenOf(org.otherMember);
    const sockets = [];
    for (let i = 0; i < 3; i += 1) {
      sockets.push((await open(node, token)).socket);
    }
    // 12 messages at once: far within each socket's own budget, but twice the person's burst of 6.
    const { limited, passed, budget } = await burst(sockets, 4);
    expect(passed).toBeGreaterThanOrEqual(6);
    expect(passed).toBeLessThanOrEqual(budget);
    expect(limited).toBe(12 - passed);
    expect(limited).toBeGreaterThan(0);

    // Someone else is not held back by it.
    const other = (await open(node, tokenOf(org.otherLead))).socket;
    expect(await burst([other], 1)).toMatchObject({ limited: 0, passed: 1 });
  });
});

describe.skipIf(!redisUrl)('socket budgets on two nodes sharing Redis', () => {
  let first: Node;
  let second: Node;
  let org: RetroOrg;
  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL: redisUrl ?? '', TRUST_PROXY: 'true' };
    first = await startNode(env);
    second = await startNode(env, first.t);
    org = await createRetroOrg(first.t);
  });
  afterAll(async () => {
    await stopNode(second);
    await stopNode(first);
  });

  it("counts a person's sockets on every node against one cap", async () => {
    const token = tokenOf(org.member);
    const [a, b] = [await open(first, token), await open(first, token)];
    expect([a.outcome, b.outcome, (await open(second, token)).outcome]).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    expect(await open(second, token)).toMatchObject(refusedHandshake);
    expect(await open(first, token)).toMatchObject(refusedHandshake);

    a.socket.close();
    await vi.waitFor(async () => expect((await open(second, token)).outcome).toBe('connected'));
  });

  it("shares a person's message budget between nodes", async () => {
    const token = tokenOf(org.otherMember);
    const sockets = [(await open(first, token)).socket, (await open(second, token)).socket];
    const { limited, passed, budget } = await burst(sockets, 6);
    expect(passed).toBeGreaterThanOrEqual(6);
    expect(passed).toBeLessThanOrEqual(budget);
    expect(limited).toBe(12 - passed);
    expect(limited).toBeGreaterThan(0);
  });

  it('forgets the sockets of a node that stopped without releasing them', async () => {
    const options = { redis: first.t.app.services.redis, log: first.t.app.log, ttlMs: 600 };
    const prefix = `squadboard:test-sockets:${randomUUID()}:`;
    const crashed = createConnectionCaps({ ...options, prefix });
    const survivor = createConnectionCaps({ ...options, prefix });
    const claims = [{ key: 'person:x', cap: 1 }];
    try {
      expect(await crashed.acquire('socket-on-crashed-node', claims)).toBe(true);
      crashed.dispose(); // no release: the node is gone
      expect(await survivor.acquire('socket-elsewhere', claims)).toBe(false);
      await vi.waitFor(async () => expect(await survivor.acquire('socket-elsewhere', claims)).toBe(true), {
        timeout: 5_000,
      });
    } finally {
      survivor.release('socket-elsewhere');
      survivor.dispose();
    }
  });
});
