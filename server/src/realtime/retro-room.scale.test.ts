import { randomUUID } from 'node:crypto';
import type { BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { boardOf } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, nextMatching, RoomClients, request, urlOf } from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { Schedule } from './board-timers.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// Scale-out: two server nodes on different ports, one database, rooms shared through Redis.
// Runs when TEST_REDIS_URL is set (CI's second pass, against the machine's Redis).

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('retro room on two server nodes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const gateways: RealtimeGateway[] = [];
  let org: RetroOrg;
  const clients = new RoomClients(() => urlOf(first.app));
  /** Each node's board timers, fired by hand. */
  const scheduled: { run: () => Promise<void>; ms: number }[][] = [[], []];
  const scheduleOf =
    (node: number): Schedule =>
    (run, ms) => {
      const entry = { run, ms };
      scheduled[node]?.push(entry);
      return () => {
        scheduled[node] = scheduled[node]?.filter((e) => e !== entry) ?? [];
      };
    };

  beforeAll(async () => {
    // Rate-limit counters now live in the shared Redis too: this suite signs in many people.
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '1000' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, shareDatabaseOf: first });
    for (const [index, node] of [first, second].entries()) {
      gateways.push(await attachRealtime(node.app, { schedule: scheduleOf(index) }));
      await node.app.listen({ port: 0, host: '127.0.0.1' });
    }
    org = await createRetroOrg(first);
  });
  afterAll(async () => {
    clients.closeAll();
    await Promise.all(gateways.map((g) => g.close()));
    await second.close();
    await first.close();
  });

  it('carries the waiting list, an admission, the participants and board operations between nodes', async () => {
    const retro = await createRetro(first, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead, urlOf(first.app));
    expect(await request(admin, 'join', { room: retro.room })).toMatchObject({ state: 'admitted' });

    // The member is on the other node: the admin still sees them knock.
    const member = await clients.connect(org.member, urlOf(second.app));
    const knocked = nextMatching<{ waiting: WaitingEntry[] }>(
      admin,
      'userJoin',
      (p) => p.waiting.length === 1,
    );
    expect(await request(member, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
    const [entry] = (await knocked).waiting;

    const admitted = next(member, 'admitted');
    expect(await request(admin, 'admit', { decision: 'admit', participantIds: [entry?.id] })).toMatchObject({
      admitted: 1,
    });
    await admitted;
    const joined = await request<{ snapshot: RoomSnapshot }>(member, 'join', { room: retro.room });
    expect(joined.snapshot.participants.map((p) => p.role).sort()).toEqual(['RETRO_ADMIN', 'RETRO_USER']);

    // A board operation on the second node reaches the admin on the first.
    const columns = await request<{ board: { columns: { id: string }[] } }>(member, 'sync', {});
    const added = next<{ card: { text: string } }>(admin, 'added');
    await request(member, 'add', {
      opId: randomUUID(),
      columnId: columns.board.columns[0]?.id,
      text: 'Across nodes',
    });
    expect((await added).card.text).toBe('Across nodes');

    // The member edits the card through the second node, and their tab goes: the admin is told.
    const cardId = (await boardOf(admin)).cards[0]?.id;
    const locked = nextMatching<{ by: string | null }>(admin, 'editing', (p) => p.by !== null);
    await request(member, 'editing', { target: 'card', id: cardId, on: true });
    await locked;
    expect(scheduled[1]?.map((e) => e.ms)).toEqual([expect.closeTo(EDIT_LOCK.ttlMs, -3)]);

    // The countdown started on the first node ends there, once, and the second node's member hears it.
    await request(admin, 'startTimer', { opId: randomUUID(), seconds: 60 });
    const heard = next<{ timer: BoardTimer }>(member, 'emit_sound');
    expect(scheduled[0]?.map((e) => e.ms)).toEqual([expect.closeTo(60_000, -3)]);
    await Promise.all(scheduled[0]?.map((e) => e.run()) ?? []);
    expect((await heard).timer).toEqual({ running: false, seconds: 0, endsAt: null });

    const left = next<{ name: string }>(admin, 'left');
    const unlocked = nextMatching<{ by: string | null }>(admin, 'editing', (p) => p.by === null);
    member.close();
    expect((await left).name).toBe(entry?.name);
    await unlocked;
  });

  it('knows who is in the room on either node, and says someone left only when their last tab on any node closed', async () => {
    const retro = await createRetro(first, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead, urlOf(first.app));
    await request(admin, 'join', { room: retro.room });
    const onSecond = await clients.connect(org.member, urlOf(second.app));
    const knocked = nextMatching<{ waiting: WaitingEntry[] }>(
      admin,
      'userJoin',
      (p) => p.waiting.length === 1,
    );
    await request(onSecond, 'join', { room: retro.room });
    await knocked;
    const admitted = next(onSecond, 'admitted');
    await request(admin, 'admit', { decision: 'admit', all: true });
    await admitted;
    await request(onSecond, 'join', { room: retro.room });
    // The member opens a second tab on the first node and closes the one on the second: still in
    // the room. An admin's tab on the second node lists them, learnt from the first node.
    const onFirst = await clients.connect(org.member, urlOf(first.app));
    await request(onFirst, 'join', { room: retro.room });
    const lefts: string[] = [];
    admin.on('left', ({ name }) => lefts.push(name));
    onSecond.close();
    await boardOf(onFirst);
    const adminTab = await clients.connect(org.lead, urlOf(second.app));
    const seen = await request<{ snapshot: RoomSnapshot }>(adminTab, 'join', { room: retro.room });
    expect(seen.snapshot.participants.map((p) => p.role)).toEqual(['RETRO_ADMIN', 'RETRO_USER']);

    const left = next<{ name: string }>(admin, 'left');
    onFirst.close();
    await left;
    await boardOf(admin);
    expect(lefts).toHaveLength(1);
  });
});
