import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { nextMatching, RoomClients, request, urlOf } from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// The sprint board on two server nodes sharing one database and Redis: a change made through one
// node reaches the watchers on the other (the gateway's emits go through the Redis adapter).
// Runs when TEST_REDIS_URL is set.

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sprint board on two server nodes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const gateways: RealtimeGateway[] = [];
  let org: RetroOrg;
  const clients = new RoomClients(() => urlOf(first.app));

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '1000' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, shareDatabaseOf: first });
    for (const node of [first, second]) {
      gateways.push(await attachRealtime(node.app));
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

  it("tells each node's watchers of a change made through the other node", async () => {
    const onFirst = await clients.connect(org.lead, urlOf(first.app));
    const onSecond = await clients.connect(org.member, urlOf(second.app));
    for (const socket of [onFirst, onSecond]) {
      expect(await request(socket, 'sprint:watch', { squadId: org.squad.id })).toEqual({ ok: true });
    }
    const created = await api(second.app, org.member, 'POST', '/api/work-items', {
      squadId: org.squad.id,
      type: 'Task',
      title: 'Across nodes',
    });
    const item: WorkItem = created.json().item;
    const seen = (socket: typeof onFirst, statusId: number) =>
      nextMatching<{ item: WorkItem }>(
        socket,
        'sprint:item',
        (p) => p.item.id === item.id && p.item.statusId === statusId,
      );
    const firstSaw = seen(onFirst, STATUS_IDS.refinement);
    const secondSaw = seen(onSecond, STATUS_IDS.refinement);
    const moved = await api(first.app, org.lead, 'POST', `/api/work-items/${item.id}/status`, {
      statusId: STATUS_IDS.refinement,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await firstSaw).item).toEqual(moved.json().item);
    expect((await secondSaw).item).toEqual(moved.json().item);

    const changed = nextMatching<{ squadId: string }>(onFirst, 'sprint:changed', () => true);
    second.app.services.sprintEvents.emitChanged({ squadId: org.squad.id });
    expect(await changed).toEqual({ squadId: org.squad.id });
  });
});
