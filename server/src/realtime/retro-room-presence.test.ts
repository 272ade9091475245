import type {
  RoomParticipant,
  RoomSnapshot,
  WaitingEntry,
} from '@squadboard/domain/realtime/retro-room.events';
import type { ServerEventEmit } from '@squadboard/domain/realtime/socket.events';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RetroOrg } from '../test-support/factories.ts';
import { boardOf, guestPass, letIn, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Presence by difference: a join tells the room who joined and a departure who left,
// a knock tells the admins who knocks; only a newcomer gets the whole list, in its snapshot.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

/** Every event a socket receives from now on, a batch's events one by one, in order. */
function record(socket: RoomClient) {
  const heard: { event: string; payload: unknown }[] = [];
  const waiters: { match: () => boolean; resolve: () => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event === 'batch') {
      heard.push(...(payload as { events: ServerEventEmit[] }).events);
    } else {
      heard.push({ event, payload });
    }
    for (const waiter of waiters.filter((w) => w.match())) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const of = <T>(event: string) => heard.filter((m) => m.event === event).map((m) => m.payload as T);
  return {
    heard,
    of,
    /** Resolves once `count` events of that name have been heard. */
    until(event: string, count = 1): Promise<void> {
      return new Promise((resolve) => {
        const match = () => of(event).length >= count;
        if (match()) {
          resolve();
        } else {
          waiters.push({ match, resolve });
        }
      });
    },
  };
}

async function guest(meetingId: string, name: string): Promise<{ socket: RoomClient; token: string }> {
  const token = await guestPass(t, meetingId, name);
  return { socket: await clients.connect({ guestToken: token }), token };
}

const namesOf = (people: readonly { name: string }[]) => people.map((p) => p.name);

describe('retro room: presence by difference', () => {
  it('tells the room who joined, never the whole list; a newcomer gets the list once', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    const entered = await request<{ snapshot: RoomSnapshot }>(admin, 'join', { room: retro.room });
    const leadName = entered.snapshot.me.name;
    const heard = record(admin);

    const ann = await guest(retro.meetingId, 'Ann Early');
    expect(namesOf((await letIn(admin, ann.socket, retro.room)).participants)).toEqual([
      leadName,
      'Ann Early',
    ]);
    const bob = await guest(retro.meetingId, 'Bob Later');
    const bobSees = await letIn(admin, bob.socket, retro.room);
    expect(namesOf(bobSees.participants)).toEqual([leadName, 'Ann Early', 'Bob Later']);
    expect(bobSees.participants[0]?.role).toBe('RETRO_ADMIN');

    await heard.until('joined', 2);
    expect(namesOf(heard.of<{ participant: RoomParticipant }>('joined').map((p) => p.participant))).toEqual([
      'Ann Early',
      'Bob Later',
    ]);
    // The admins heard each knock alone, and each answer as the ids answered.
    expect(heard.of<{ waiting: WaitingEntry[] }>('userJoin').map((p) => namesOf(p.waiting))).toEqual([
      ['Ann Early'],
      ['Bob Later'],
    ]);
    await heard.until('waitingLeft', 2);
    expect(heard.of<{ ids: string[] }>('waitingLeft').map((p) => p.ids.length)).toEqual([1, 1]);
    expect(heard.heard.filter((m) => m.event === 'user_in_room')).toEqual([]);
  });

  it('lets people admitted together each see all the others', async () => {
    // They enter within a few milliseconds of each other, so one's `joined` can travel in the
    // same message as another's: events before a newcomer's answer are ignored by its page,
    // so its list must already hold them.
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    const leadName = (await request<{ snapshot: RoomSnapshot }>(admin, 'join', { room: retro.room })).snapshot
      .me.name;
    const names = ['Ada', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'].map((n) => `${n} Together`);
    const heardAdmin = record(admin);
    const people = await Promise.all(names.map((name) => guest(retro.meetingId, name)));
    for (const { socket } of people) {
      expect(await request(socket, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
    }
    await heardAdmin.until('userJoin', names.length);
    const admitted = Promise.all(people.map(({ socket }) => next(socket, 'admitted')));
    expect(await request(admin, 'admit', { decision: 'admit', all: true })).toMatchObject({
      admitted: names.length,
    });
    await admitted;

    /** What the page would show: the snapshot, then only the differences heard after it. */
    const seen = await Promise.all(
      people.map(async ({ socket }, index) => {
        const heard = record(socket);
        await new Promise((resolve) => setTimeout(resolve, index));
        const { snapshot } = await request<{ snapshot: RoomSnapshot }>(socket, 'join', { room: retro.room });
        return { snapshot, heard, from: heard.heard.length };
      }),
    );
    // Once the admin heard every join, a round trip on each socket comes back after its batches.
    await heardAdmin.until('joined', names.length);
    await Promise.all(people.map(({ socket }) => boardOf(socket)));
    for (const { snapshot, heard, from } of seen) {
      const present = new Set(namesOf(snapshot.participants));
      for (const { event, payload } of heard.heard.slice(from)) {
        if (event === 'joined') {
          present.add((payload as { participant: RoomParticipant }).participant.name);
        }
      }
      expect([...present].sort()).toEqual([leadName, ...names].sort());
    }
  });

  it('says someone left only when their last tab closed', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const ann = await guest(retro.meetingId, 'Ann Tabs');
    await letIn(admin, ann.socket, retro.room);
    const secondTab = await clients.connect({ guestToken: ann.token });
    expect(await request(secondTab, 'join', { room: retro.room })).toMatchObject({ state: 'admitted' });
    const heard = record(admin);

    ann.socket.close();
    await boardOf(secondTab);
    // One tab is enough to be in the room: a newcomer still sees Ann.
    const carl = await guest(retro.meetingId, 'Carl Newcomer');
    expect(namesOf((await letIn(admin, carl.socket, retro.room)).participants)).toContain('Ann Tabs');

    secondTab.close();
    await heard.until('left');
    await boardOf(admin);
    expect(heard.of<{ name: string }>('left')).toEqual([expect.objectContaining({ name: 'Ann Tabs' })]);
    const dave = await guest(retro.meetingId, 'Dave Last');
    expect(namesOf((await letIn(admin, dave.socket, retro.room)).participants)).not.toContain('Ann Tabs');
  });

  it("gives an admin's snapshot the whole waiting list, and tells when a knocking person goes away", async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const heard = record(admin);
    const knockers = [await guest(retro.meetingId, 'Kim Knock'), await guest(retro.meetingId, 'Lou Knock')];
    for (const [index, { socket }] of knockers.entries()) {
      expect(await request(socket, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
      await heard.until('userJoin', index + 1);
    }
    const adminTab = await clients.connect(org.lead);
    const snapshot = await request<{ snapshot: RoomSnapshot }>(adminTab, 'join', { room: retro.room });
    expect(namesOf(snapshot.snapshot.waiting).sort()).toEqual(['Kim Knock', 'Lou Knock']);

    const [kim] = heard.of<{ waiting: WaitingEntry[] }>('userJoin')[0]?.waiting ?? [];
    knockers[0]?.socket.close();
    await heard.until('waitingLeft');
    expect(heard.of('waitingLeft')).toEqual([{ ids: [kim?.id] }]);
    expect(await request(admin, 'admit', { decision: 'admit', all: true })).toMatchObject({ admitted: 1 });
  });
});
