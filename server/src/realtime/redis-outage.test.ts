import net from 'node:net';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRetroOrg, PASSWORD, type RetroOrg } from '../test-support/factories.ts';
import { boardOf, op } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import {
  next,
  nextMatching,
  type RoomClient,
  RoomClients,
  request,
  urlOf,
} from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// Redis goes away under a busy room. The first node reaches Redis through a TCP
// proxy the test can cut; the second reaches it directly. Also: a node that shuts down closes only
// its own sockets. Runs when TEST_REDIS_URL is set (CI's Redis pass), like retro-room.scale.test.ts.

const redisUrl = process.env.TEST_REDIS_URL;

/** A TCP proxy to Redis that can drop every connection and refuse new ones until restored. */
class CuttableProxy {
  private readonly server = net.createServer((client) => this.accept(client));
  private readonly open = new Set<net.Socket>();
  private readonly target: URL;
  private refusing = false;
  private cutOnPublish: (() => void) | null = null;

  constructor(target: URL) {
    this.target = target;
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as net.AddressInfo;
    return `redis://127.0.0.1:${port}`;
  }

  /** Drops every connection and refuses new ones. */
  cut(): void {
    this.refusing = true;
    for (const socket of this.open) {
      socket.destroy();
    }
    this.open.clear();
  }

  /** Cuts at the next PUBLISH, before Redis sees it: the command is then in flight when it drops. */
  cutAtNextPublish(): Promise<void> {
    return new Promise((resolve) => {
      this.cutOnPublish = resolve;
    });
  }

  restore(): void {
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
    this.open.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      if (this.cutOnPublish && chunk.includes('PUBLISH')) {
        const cutDone = this.cutOnPublish;
        this.cutOnPublish = null;
        this.cut();
        cutDone();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        other.destroy();
        this.open.delete(socket);
      });
    }
  }
}

async function health(t: TestApp) {
  const response = await api(t.app, null, 'GET', '/api/health');
  return { statusCode: response.statusCode, ...response.json() };
}

const redisReachable = { timeout: 20_000, interval: 100 };

describe.skipIf(!redisUrl)('nodes sharing Redis through an outage and a shutdown', () => {
  const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
  const proxy = new CuttableProxy(target);
  let first: TestApp;
  let second: TestApp;
  const gateways: RealtimeGateway[] = [];
  let org: RetroOrg;
  const clients = new RoomClients(() => urlOf(first.app));
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    const viaProxy = await proxy.listen();
    first = await createTestApp({ env: { REDIS_URL: viaProxy, RATE_LIMIT_MAX: '1000' } });
    second = await createTestApp({
      env: { REDIS_URL: target.href, RATE_LIMIT_MAX: '1000' },
      shareDatabaseOf: first,
    });
    for (const node of [first, second]) {
      gateways.push(await attachRealtime(node.app));
      await node.app.listen({ port: 0, host: '127.0.0.1' });
    }
    org = await createRetroOrg(first);
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    clients.closeAll();
    await Promise.all(gateways.map((g) => g.close()));
    await second?.close();
    await first?.close();
    await proxy.close();
  });

  /** The lead and a member, both on the first node, in a live retro. */
  async function busyRoom() {
    const retro = await createRetro(first, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const member = await clients.connect(org.member);
    const knocked = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) => p.waiting.length > 0);
    await request(member, 'join', { room: retro.room });
    const admitted = next(member, 'admitted');
    await request(admin, 'admit', { decision: 'admit', participantIds: [(await knocked).waiting[0]?.id] });
    await admitted;
    expect(await request(member, 'join', { room: retro.room })).toMatchObject({ ok: true });
    const columnId = (await boardOf(admin)).columns[0]?.id;
    return { retro, admin, member, columnId };
  }

  /** Adds a card as `from` and checks that `to` hears of it. */
  async function addHeard(from: RoomClient, to: RoomClient, columnId: string | undefined, text: string) {
    const heard = nextMatching<{ card: BoardCard }>(to, 'added', (p) => p.card.text === text);
    const ack = await op(from, 'add', { columnId, text });
    await heard;
    return ack;
  }

  it('keeps acknowledging and broadcasting on the node, then joins the nodes up again', async () => {
    const { retro, admin, member, columnId } = await busyRoom();
    expect(await health(first)).toEqual({ statusCode: 200, status: 'ok', database: 'up', redis: 'up' });

    // The connection drops while the broadcast of an acknowledged card is on its way to Redis.
    const cut = proxy.cutAtNextPublish();
    expect(await addHeard(admin, member, columnId, 'as Redis drops')).toMatchObject({ ok: true });
    await cut;
    await vi.waitFor(async () => expect((await health(first)).redis).toBe('down'), redisReachable);
    expect(await health(first)).toEqual({
      statusCode: 200,
      status: 'degraded',
      database: 'up',
      redis: 'down',
    });

    // Both keep adding cards; each hears the other's, on this node.
    const acks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? addHeard(admin, member, columnId, `admin during outage ${i}`)
          : addHeard(member, admin, columnId, `member during outage ${i}`),
      ),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    expect((await boardOf(member)).cards).toHaveLength(7);
    // Joining again reads the room from this node's sockets instead of waiting on Redis.
    expect(await request(member, 'join', { room: retro.room })).toMatchObject({ ok: true });
    // Rate-limited sign-in is skipped rather than waiting for Redis.
    const signIn = await api(first.app, null, 'POST', '/api/auth/sign-in', {
      email: org.otherMember.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(rejections).toEqual([]);

    proxy.restore();
    await vi.waitFor(async () => expect((await health(first)).redis).toBe('up'), redisReachable);
    expect(await health(first)).toMatchObject({ statusCode: 200, status: 'ok' });

    // Across nodes again: the member's second tab on the other node hears the admin, and back.
    const elsewhere = await clients.connect(org.member, urlOf(second.app));
    expect(await request(elsewhere, 'join', { room: retro.room })).toMatchObject({ ok: true });
    expect(await addHeard(admin, elsewhere, columnId, 'after the outage')).toMatchObject({ ok: true });
    expect(await addHeard(elsewhere, admin, columnId, 'back from the other node')).toMatchObject({
      ok: true,
    });
    expect(rejections).toEqual([]);
  });

  it('starts without Redis instead of hanging, and picks it up once it answers', async () => {
    // Its own way to Redis, closed from the start; the other nodes keep theirs.
    const closed = new CuttableProxy(target);
    const lateUrl = await closed.listen();
    closed.cut();
    const late = await createTestApp({
      env: { REDIS_URL: lateUrl, RATE_LIMIT_MAX: '1000' },
      shareDatabaseOf: first,
    });
    const gateway = await attachRealtime(late.app);
    try {
      await late.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await health(late)).toEqual({
        statusCode: 200,
        status: 'degraded',
        database: 'up',
        redis: 'down',
      });
      // It serves meanwhile: a lead opens a retro's room on it.
      const retro = await createRetro(late, org.lead, org.squad.id);
      const admin = await clients.connect(org.lead, urlOf(late.app));
      expect(await request(admin, 'join', { room: retro.room })).toMatchObject({ ok: true });

      closed.restore();
      await vi.waitFor(async () => expect((await health(late)).redis).toBe('up'), redisReachable);
      const member = await clients.connect(org.member, urlOf(second.app));
      const knocked = nextMatching<{ waiting: WaitingEntry[] }>(
        admin,
        'userJoin',
        (p) => p.waiting.length > 0,
      );
      expect(await request(member, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
      await knocked;
    } finally {
      await gateway.close();
      await late.close();
      await closed.close();
    }
    expect(rejections).toEqual([]);
  });

  it('closes only its own sockets when one node shuts down', async () => {
    const leaving = await createTestApp({
      env: { REDIS_URL: target.href, RATE_LIMIT_MAX: '1000' },
      shareDatabaseOf: first,
    });
    const gateway = await attachRealtime(leaving.app);
    await leaving.app.listen({ port: 0, host: '127.0.0.1' });
    const { retro, admin, columnId } = await busyRoom();
    const elsewhere = await clients.connect(org.member, urlOf(second.app));
    expect(await request(elsewhere, 'join', { room: retro.room })).toMatchObject({ ok: true });
    const onLeaving = await clients.connect(org.lead, urlOf(leaving.app));
    const dropped = new Promise((resolve) => onLeaving.once('disconnect', resolve));

    await gateway.close();
    await leaving.close();
    await dropped;
    // Whatever the leaving node published reached Redis before it closed, so before this card.
    expect(await addHeard(admin, elsewhere, columnId, 'still here')).toMatchObject({ ok: true });
    expect(elsewhere.connected).toBe(true);
  });
});
