import { MSG } from '@squadboard/domain';
import type { RoomSnapshot, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retros } from '../../db/schema/index.ts';
import { createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { realtimeSuite } from '../../test-support/realtime-suite.ts';
import { api } from '../../test-support/request.ts';
import { createRetro } from '../../test-support/retro-factories.ts';
import { next, nextMatching, type RoomClient, request } from '../../test-support/room-client.ts';
import type { TestApp } from '../../test-support/test-app.ts';

// A finished retro opened by its meeting id or its room (spec 002 §4 "Completed or
// Archived: the completed-retro view is shown (read-only)"): the join page learns it has ended,
// never that it has not started, and the room opens read-only for the organisation and for
// whoever took part. Everyone else, a signed-in user of another organisation included, is
// told only what a guest would be: it has ended. And a participant who leaves is announced.

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
    url: `/api/retros/meeting/${encodeURIComponent(meetingId)}/guest`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name }),
  });
  return { status: response.statusCode, body: response.json() };
}

const lookup = (meetingId: string, as: Parameters<typeof api>[1] = null) =>
  api(t.app, as, 'GET', `/api/retros/meeting/${encodeURIComponent(meetingId)}`);

async function complete(retro: Retro): Promise<void> {
  await t.db.update(retros).set({ status: 'COMPLETED', endedAt: new Date() }).where(eq(retros.id, retro.id));
}

/** The admin in a live room, and a guest they let in (who keeps the pass). */
async function roomWithGuest(guestName: string) {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await join(admin, retro.room);
  const pass = await guestPass(retro.meetingId, guestName);
  const guest = await clients.connect({ guestToken: pass.body.token });
  const seen = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) =>
    p.waiting.some((w) => w.name === guestName),
  );
  await join(guest, retro.room);
  const entry = (await seen).waiting.find((w) => w.name === guestName);
  await request(admin, 'admit', { decision: 'admit', participantIds: [entry?.id] });
  expect(await join(guest, retro.room)).toMatchObject({ state: 'admitted', snapshot: { mode: 'live' } });
  return { retro, admin, guest, token: pass.body.token as string };
}

describe('a finished retro by its meeting id', () => {
  it('tells the join page it is completed or archived, not that it has not started', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    await complete(retro);
    for (const as of [null, org.member]) {
      const response = await lookup(retro.meetingId, as);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ room: retro.room, status: 'COMPLETED', started: false });
    }
    expect((await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/archive`, {})).statusCode).toBe(200);
    expect((await lookup(retro.meetingId)).json()).toMatchObject({ status: 'ARCHIVED' });
    // A new guest pass says it has ended.
    expect(await guestPass(retro.meetingId, 'Late Larry')).toMatchObject({
      status: 409,
      body: { code: 'RETRO_ENDED', message: MSG.room.ended },
    });
  });

  it('reads the id as people write it, in groups or as the invite link', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const id = retro.meetingId;
    for (const typed of [
      `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}`,
      `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`,
    ]) {
      expect((await lookup(typed)).json()).toMatchObject({ meetingId: id, room: retro.room });
    }
    const pass = await guestPass(`${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`, 'Dash Dana');
    expect(pass).toMatchObject({ status: 201, body: { room: retro.room } });
    expect((await lookup('100-000-000')).statusCode).toBe(404);
  });
});

describe('a finished retro by its room', () => {
  it('opens read-only for the organisation and for a guest who took part', async () => {
    const { retro, guest, token } = await roomWithGuest('Gwen Guest');
    // Someone still knocking when the retro ends never took part.
    const knocker = await guestPass(retro.meetingId, 'Kit Knocker');
    guest.close();
    await complete(retro);

    const member = await clients.connect(org.member);
    expect(await join(member, retro.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'read-only', role: 'RETRO_USER', retro: { status: 'COMPLETED' } },
    });
    const lead = await clients.connect(org.lead);
    expect(await join(lead, retro.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'read-only', role: 'RETRO_ADMIN' },
    });
    const back = await clients.connect({ guestToken: token });
    expect(await join(back, retro.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'read-only', me: { name: 'Gwen Guest' } },
    });
    const never = await clients.connect({ guestToken: knocker.body.token });
    expect(await join(never, retro.room)).toMatchObject({ ok: false, code: 'RETRO_ENDED' });

    // Archived reads the same.
    expect((await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/archive`, {})).statusCode).toBe(200);
    expect(await join(member, retro.room)).toMatchObject({ snapshot: { mode: 'read-only' } });
  });

  it('gives a signed-in user of another organisation what a guest gets', async () => {
    const other = await createRetroOrg(t);
    // One who took part while it was live, let in like a guest; one who never did.
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await join(admin, retro.room);
    const visitor = await clients.connect(other.member);
    const seen = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) => p.waiting.length > 0);
    expect(await join(visitor, retro.room)).toMatchObject({ state: 'waiting' });
    const entry = (await seen).waiting[0];
    await request(admin, 'admit', { decision: 'admit', participantIds: [entry?.id] });
    await complete(retro);

    expect(await join(visitor, retro.room)).toMatchObject({
      state: 'admitted',
      snapshot: { mode: 'read-only', role: 'RETRO_USER' },
    });
    const stranger = await clients.connect(other.lead);
    expect(await join(stranger, retro.room)).toEqual({
      ok: false,
      code: 'RETRO_ENDED',
      message: MSG.room.ended,
    });
    // The lookup tells them no more than a guest: no role to act on.
    expect((await lookup(retro.meetingId, other.lead)).json()).toMatchObject({ myRole: 'RETRO_USER' });
  });
});

describe('leaving the room', () => {
  it('tells the others at once when a participant disconnects', async () => {
    const { admin, guest } = await roomWithGuest('Lou Leaving');
    const left = next<{ id: string; name: string }>(admin, 'left');
    guest.disconnect();
    expect(await left).toMatchObject({ name: 'Lou Leaving' });
  });
});
