import { MSG } from '@squadboard/domain';
import type { RoomSnapshot, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retroParticipants, retros } from '../db/schema/index.ts';
import { createRetroOrg, type RetroOrg, setPlan } from '../test-support/factories.ts';
import { realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro, inHours } from '../test-support/retro-factories.ts';
import { next, nextMatching, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type JoinResult =
  | { ok: true; state: 'admitted'; snapshot: RoomSnapshot }
  | { ok: true; state: 'waiting'; returning: boolean }
  | { ok: false; code: string; message: string };

const join = (socket: RoomClient, room: string) => request<JoinResult>(socket, 'join', { room });

async function guestPass(meetingId: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/retros/meeting/${meetingId}/guest`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function countGuests(retroId: string): Promise<number> {
  const rows = await t.db.select().from(retroParticipants).where(eq(retroParticipants.retroId, retroId));
  return rows.length;
}

async function statusOf(participantId: string): Promise<string | undefined> {
  const [row] = await t.db.select().from(retroParticipants).where(eq(retroParticipants.id, participantId));
  return row?.status;
}

/** A live retro with its squad lead in the room. */
async function liveRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  const entered = await join(admin, retro.room);
  if (!entered.ok || entered.state !== 'admitted') {
    throw new Error(`admin could not enter: ${JSON.stringify(entered)}`);
  }
  return { retro, admin, snapshot: entered.snapshot };
}

/** Someone knocks; resolves once the admin has seen them in the waiting list. */
async function knock(admin: RoomClient, socket: RoomClient, room: string, name: string) {
  const seen = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) =>
    p.waiting.some((w) => w.name.startsWith(name)),
  );
  const result = await join(socket, room);
  const waiting = await seen;
  const entry = waiting.waiting.find((w) => w.name.startsWith(name));
  if (!entry) {
    throw new Error('not in the waiting list');
  }
  return { result, entry };
}

describe('retro room: admission', () => {
  it('lets the squad lead in directly, with the room as it is', async () => {
    const { retro, snapshot } = await liveRoom();
    expect(snapshot.mode).toBe('live');
    expect(snapshot.role).toBe('RETRO_ADMIN');
    expect(snapshot.retro).toMatchObject({ id: retro.id, meetingId: retro.meetingId, status: 'INPROGRESS' });
    expect(snapshot.participants.map((p) => p.role)).toEqual(['RETRO_ADMIN']);
    expect(snapshot.waiting).toEqual([]);
  });

  it('makes a member wait, then admits them; they rejoin later without waiting', async () => {
    const { retro, admin } = await liveRoom();
    const member = await clients.connect(org.member);
    const { result, entry } = await knock(admin, member, retro.room, 'Sam');
    expect(result).toEqual({ ok: true, state: 'waiting', returning: false });
    expect(await statusOf(entry.id)).toBe('WAITING');

    const admitted = next(member, 'admitted');
    const inRoom = nextMatching<{ participant: { id: string } }>(
      admin,
      'joined',
      (p) => p.participant.id === entry.id,
    );
    expect(await request(admin, 'admit', { decision: 'admit', participantIds: [entry.id] })).toEqual({
      ok: true,
      admitted: 1,
      denied: 0,
    });
    await admitted;
    const entered = await join(member, retro.room);
    expect(entered).toMatchObject({
      ok: true,
      state: 'admitted',
      snapshot: { role: 'RETRO_USER', mode: 'live' },
    });
    await inRoom;
    const [row] = await t.db.select().from(retroParticipants).where(eq(retroParticipants.id, entry.id));
    expect(row?.firstAdmittedAt).not.toBeNull();

    // Leaving tells the room; coming back needs no second admission.
    const left = next<{ id: string; name: string }>(admin, 'left');
    member.close();
    expect(await left).toMatchObject({ id: entry.id });
    const again = await clients.connect(org.member);
    expect(await join(again, retro.room)).toMatchObject({ ok: true, state: 'admitted' });
  });

  it('declines a guest, who may knock again as a returning person', async () => {
    const { retro, admin } = await liveRoom();
    const pass = await guestPass(retro.meetingId, 'Gina Guest');
    expect(pass.status).toBe(201);
    const guest = await clients.connect({ guestToken: pass.body.token });
    const { result, entry } = await knock(admin, guest, retro.room, 'Gina Guest');
    expect(result).toMatchObject({ state: 'waiting' });
    expect(entry.guest).toBe(true);

    const declined = next<{ message: string }>(guest, 'declined');
    const emptied = nextMatching<{ ids: string[] }>(admin, 'waitingLeft', (p) => p.ids.includes(entry.id));
    expect(await request(admin, 'admit', { decision: 'deny', participantIds: [entry.id] })).toMatchObject({
      denied: 1,
    });
    expect((await declined).message).toBe(MSG.retro.declined);
    await emptied;
    expect(await statusOf(entry.id)).toBe('DECLINED');
    expect(await join(guest, retro.room)).toEqual({ ok: true, state: 'waiting', returning: true });
  });

  it('admits everybody waiting at once', async () => {
    const { retro, admin } = await liveRoom();
    const names = ['Ada Early', 'Bo Later'];
    const guests: RoomClient[] = [];
    for (const name of names) {
      const pass = await guestPass(retro.meetingId, name);
      const guest = await clients.connect({ guestToken: pass.body.token });
      await knock(admin, guest, retro.room, name);
      guests.push(guest);
    }
    const admitted = guests.map((g) => next(g, 'admitted'));
    expect(await request(admin, 'admit', { decision: 'admit', all: true })).toEqual({
      ok: true,
      admitted: 2,
      denied: 0,
    });
    await Promise.all(admitted);
    for (const guest of guests) {
      expect(await join(guest, retro.room)).toMatchObject({ state: 'admitted' });
    }
  });

  it('keeps a scheduled retro shut to members but opens it to its admin', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id, {
      startType: 'schedule',
      scheduledAt: inHours(5),
    });
    const member = await clients.connect(org.member);
    expect(await join(member, retro.room)).toEqual({
      ok: false,
      code: 'NOT_STARTED',
      message: MSG.retro.notStarted,
    });
    expect(await guestPass(retro.meetingId, 'Early Bird')).toMatchObject({ status: 409 });
    const admin = await clients.connect(org.admin);
    expect(await join(admin, retro.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'not-started' },
    });
  });

  it('tells the room when the retro is cancelled, and shows a completed one read-only', async () => {
    const { retro, admin } = await liveRoom();
    const closed = next<{ status: string }>(admin, 'close');
    expect((await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/cancel`, {})).statusCode).toBe(200);
    expect(await closed).toEqual({ status: 'CANCELLED' });
    expect(await join(admin, retro.room)).toMatchObject({ ok: false, code: 'INVALID_MEETING' });

    const done = await createRetro(t, org.lead, org.squad.id);
    await t.db.update(retros).set({ status: 'COMPLETED' }).where(eq(retros.id, done.id));
    const member = await clients.connect(org.member);
    expect(await join(member, done.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'read-only' },
    });
    const outsider = await createRetroOrg(t);
    const stranger = await clients.connect(outsider.member);
    expect(await join(stranger, done.room)).toMatchObject({
      ok: false,
      code: 'RETRO_ENDED',
      message: MSG.room.ended,
    });
  });
});

describe('retro room: clock', () => {
  it('answers the server clock, from which the room measures its offset (issue 31)', async () => {
    const socket = await clients.connect({ token: org.lead.token });
    const sentAt = Date.now();
    const answer = await request<{ ok: true; serverTime: number }>(socket, 'clock', {});
    const receivedAt = Date.now();
    expect(answer.ok).toBe(true);
    // The same clock here: the server stamped it within the round trip.
    expect(answer.serverTime).toBeGreaterThanOrEqual(sentAt);
    expect(answer.serverTime).toBeLessThanOrEqual(receivedAt);
    expect(await request(socket, 'clock', { extra: 1 })).toMatchObject({
      ok: false,
      code: 'INVALID_PAYLOAD',
    });
  });
});

describe('retro room: refusals', () => {
  it('refuses handshakes without a session or with a forged guest pass', async () => {
    expect(await clients.handshake({})).toBe('UNAUTHENTICATED');
    expect(await clients.handshake({ guestToken: 'x'.repeat(43) })).toBe('GUEST_TOKEN_INVALID');
  });

  it('gives guest passes only for a valid name and a meeting in progress', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    expect(await guestPass(retro.meetingId, 'Al')).toMatchObject({
      status: 400,
      body: { fields: { name: MSG.validation.nameMin } },
    });
    expect(await guestPass('1234567890', 'Alice')).toMatchObject({
      status: 404,
      body: { message: MSG.retro.invalidMeetingId },
    });
    expect(await countGuests(retro.id)).toBe(0);
  });

  it('refuses admin messages from a guest and from another organisation, changing nothing', async () => {
    const { retro, admin } = await liveRoom();
    const pass = await guestPass(retro.meetingId, 'Wally Waiting');
    const waiter = await clients.connect({ guestToken: pass.body.token });
    const { entry } = await knock(admin, waiter, retro.room, 'Wally Waiting');

    // A guest let in earlier tries to admit someone.
    const other = await guestPass(retro.meetingId, 'Ivy Inside');
    const insider = await clients.connect({ guestToken: other.body.token });
    const knocked = await knock(admin, insider, retro.room, 'Ivy Inside');
    await request(admin, 'admit', { decision: 'admit', participantIds: [knocked.entry.id] });
    await join(insider, retro.room);
    expect(await request(insider, 'admit', { decision: 'admit', all: true })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    // The admin of another organisation, in their own room, names this retro's waiting person.
    const foreign = await createRetroOrg(t);
    const foreignRetro = await createRetro(t, foreign.lead, foreign.squad.id);
    const foreignAdmin = await clients.connect(foreign.lead);
    await join(foreignAdmin, foreignRetro.room);
    expect(await request(foreignAdmin, 'admit', { decision: 'admit', participantIds: [entry.id] })).toEqual({
      ok: true,
      admitted: 0,
      denied: 0,
    });
    // ...and, knocking on this retro, is only a waiting RETRO_USER who may not admit.
    const visiting = await clients.connect(foreign.lead);
    expect(await join(visiting, retro.room)).toMatchObject({ state: 'waiting' });
    expect(await request(visiting, 'admit', { decision: 'admit', all: true })).toMatchObject({
      code: 'FORBIDDEN',
    });
    // A guest pass for one retro does not open another.
    expect(await join(waiter, foreignRetro.room)).toMatchObject({ ok: false, code: 'OTHER_RETRO' });
    expect(await statusOf(entry.id)).toBe('WAITING');
  });

  it('refuses malformed and oversize payloads, changing nothing', async () => {
    const { retro, admin } = await liveRoom();
    const pass = await guestPass(retro.meetingId, 'Pat Patient');
    const guest = await clients.connect({ guestToken: pass.body.token });
    const { entry } = await knock(admin, guest, retro.room, 'Pat Patient');

    expect(await request(admin, 'admit', { decision: 'maybe', participantIds: [entry.id] })).toEqual({
      ok: false,
      code: 'INVALID_PAYLOAD',
      message: MSG.validation.invalidDetails,
    });
    expect(await request(admin, 'join', { room: 42 })).toMatchObject({ code: 'INVALID_PAYLOAD' });
    const padding = 'x'.repeat(70 * 1024);
    expect(await request(admin, 'admit', { decision: 'admit', participantIds: [entry.id], padding })).toEqual(
      { ok: false, code: 'MESSAGE_TOO_LARGE', message: MSG.room.tooLarge },
    );
    expect(await statusOf(entry.id)).toBe('WAITING');
    expect(admin.connected).toBe(true);
  });

  it('limits the rate of messages per socket', async () => {
    const { retro } = await liveRoom();
    const member = await clients.connect(org.otherMember);
    const results = await Promise.all(
      Array.from({ length: 45 }, () =>
        request<{ ok: boolean; code?: string }>(member, 'join', { room: retro.room }),
      ),
    );
    expect(results.filter((r) => r.code === 'MESSAGE_RATE_LIMITED').length).toBeGreaterThan(0);
    expect(results.filter((r) => r.ok).length).toBeGreaterThan(0);
  });

  it('holds the free plan to its guests per retro', async () => {
    const small = await createRetroOrg(t);
    const retro = await createRetro(t, small.lead, small.squad.id);
    await setPlan(t, small.customerId, 'free');
    await t.db.insert(retroParticipants).values(
      Array.from({ length: 9 }, (_, i) => ({
        retroId: retro.id,
        name: `Guest ${i}`,
        guestTokenHash: `seeded-${retro.id}-${i}`,
        status: 'ADMITTED' as const,
      })),
    );
    // Room for one more guest: two may knock, but letting both in is refused as a whole.
    const admin = await clients.connect(small.lead);
    await join(admin, retro.room);
    const waiting: string[] = [];
    for (const name of ['Kim Ninth', 'Lou Tenth']) {
      const pass = await guestPass(retro.meetingId, name);
      expect(pass.status).toBe(201);
      const guest = await clients.connect({ guestToken: pass.body.token });
      waiting.push((await knock(admin, guest, retro.room, name)).entry.id);
    }
    expect(await request(admin, 'admit', { decision: 'admit', all: true })).toEqual({
      ok: false,
      code: 'GUEST_LIMIT',
      message: MSG.retro.guestLimit(10),
    });
    expect(await Promise.all(waiting.map(statusOf))).toEqual(['WAITING', 'WAITING']);
    expect(await request(admin, 'admit', { decision: 'admit', participantIds: [waiting[0]] })).toMatchObject({
      admitted: 1,
    });

    const refused = await guestPass(retro.meetingId, 'One Too Many');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'GUEST_LIMIT', message: MSG.retro.guestLimit(10) });
  });
});
