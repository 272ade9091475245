import { randomUUID } from 'node:crypto';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retros, squadMembers } from '../db/schema/index.ts';
import { addUser, type RetroOrg } from '../test-support/factories.ts';
import { type Ack, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The retro's admin hands the facilitator's role to a signed-in member of the squad
// who is in the room; the one who holds it by right (the squad's lead) can take it back. Every
// admin-only operation follows at once (the role is read from the database), and everyone whose
// role changed is asked to join again.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Joined = Ack<{ state: 'admitted'; snapshot: RoomSnapshot }>;

async function roleAfterJoin(socket: RoomClient, room: string): Promise<string | undefined> {
  return (await snapshotAfterJoin(socket, room))?.role;
}

async function snapshotAfterJoin(socket: RoomClient, room: string): Promise<RoomSnapshot | undefined> {
  const joined = await request<Joined>(socket, 'join', { room });
  return joined.ok && joined.state === 'admitted' ? joined.snapshot : undefined;
}

/** Everything `socket` hears of `event` from now on. */
function heard<T>(socket: RoomClient, event: string): T[] {
  const all: T[] = [];
  (socket as unknown as { on(event: string, listener: (payload: T) => void): void }).on(event, (p) =>
    all.push(p),
  );
  return all;
}

const facilitatorOf = async (retroId: string) => {
  const [row] = await t.db.select({ id: retros.facilitatorId }).from(retros).where(eq(retros.id, retroId));
  return row?.id;
};

/**
 * A live retro of org.squad: its lead; the squad's member; a guest; org.otherMember (of another
 * squad); and a second squad member who came in and left again.
 */
async function room() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const lead = await clients.connect(org.lead);
  const leadSeat = (await request<Joined>(lead, 'join', { room: retro.room })) as Joined & { ok: true };
  const member = await clients.connect(org.member);
  const memberSeat = await letIn(lead, member, retro.room);
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gil Guest') });
  const guestSeat = await letIn(lead, guest, retro.room);
  const outsider = await clients.connect(org.otherMember);
  const outsiderSeat = await letIn(lead, outsider, retro.room);
  const gone = await addUser(t, org.customerId, 'SQUAD_MEMBER');
  await t.db.insert(squadMembers).values({ squadId: org.squad.id, userId: gone.id });
  const goneSocket = await clients.connect(gone);
  const goneSeat = await letIn(lead, goneSocket, retro.room);
  const left = next(lead, 'left');
  goneSocket.close();
  await left;
  return {
    retro,
    lead,
    member,
    guest,
    outsider,
    ids: {
      lead: leadSeat.snapshot.me.id,
      member: memberSeat.me.id,
      guest: guestSeat.me.id,
      outsider: outsiderSeat.me.id,
      gone: goneSeat.me.id,
    },
    names: { lead: leadSeat.snapshot.me.name, member: memberSeat.me.name },
  };
}

describe('handing the facilitator role over', () => {
  it('moves the admin powers to a squad member in the room, and the lead takes them back', async () => {
    const { retro, lead, member, guest, ids, names } = await room();
    const handed = heard<{ participantId: string | null; name: string }>(guest, 'handedOver');
    const guestAdmitted = heard(guest, 'admitted');

    const leadAsked = next(lead, 'admitted');
    const memberAsked = next(member, 'admitted');
    expect(await op(lead, 'handover', { participantId: ids.member })).toEqual({
      ok: true,
      participantId: ids.member,
    });
    await Promise.all([leadAsked, memberAsked]);
    expect(await facilitatorOf(retro.id)).toBe(org.member.id);

    // The database decides at once, before either page joined again.
    expect(await op(member, 'startTimer', { seconds: 120 })).toMatchObject({ ok: true });
    expect(await op(lead, 'startTimer', { seconds: 120 })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await op(lead, 'setPhase', { phase: 'write' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshotAfterJoin(member, retro.room)).toMatchObject({
      role: 'RETRO_ADMIN',
      facilitating: true,
    });
    // The lead, who runs the retro by right, is offered to take it back; nobody else is.
    expect(await snapshotAfterJoin(lead, retro.room)).toMatchObject({ role: 'RETRO_USER', mayReclaim: true });
    expect((await snapshotAfterJoin(guest, retro.room))?.mayReclaim).toBeUndefined();
    expect(await op(member, 'setPhase', { phase: 'write' })).toMatchObject({ ok: true });
    // The new facilitator lets people in; the old admin no longer hears who knocks.
    const knocks = heard(lead, 'userJoin');
    const late = await clients.connect(await addUser(t, org.customerId, 'SQUAD_MEMBER'));
    const memberHearsKnock = next(member, 'userJoin');
    await request(late, 'join', { room: retro.room });
    await memberHearsKnock;
    expect(knocks).toEqual([]);

    // The lead takes it back for themselves: the room runs by right again.
    const leadBack = next(lead, 'admitted');
    const memberBack = next(member, 'admitted');
    expect(await op(lead, 'handover', { participantId: ids.lead })).toEqual({
      ok: true,
      participantId: ids.lead,
    });
    await Promise.all([leadBack, memberBack]);
    expect(await facilitatorOf(retro.id)).toBeNull();
    expect(await op(lead, 'startTimer', { seconds: 60 })).toMatchObject({ ok: true });
    expect(await op(member, 'stopTimer')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshotAfterJoin(lead, retro.room)).not.toHaveProperty('mayReclaim');
    expect(await roleAfterJoin(member, retro.room)).toBe('RETRO_USER');

    // A plain member cannot hand it over, to themselves or anyone else.
    expect(await op(member, 'handover', { participantId: ids.member })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await op(guest, 'handover', { participantId: ids.member })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await facilitatorOf(retro.id)).toBeNull();

    // The room heard both changes; the guest, whose role never changed, was never asked to rejoin.
    expect(handed).toEqual([
      { participantId: ids.member, name: names.member },
      { participantId: null, name: names.lead },
    ]);
    expect(guestAdmitted).toEqual([]);
  });

  it('refuses a guest, someone of another squad and someone no longer in the room', async () => {
    const { retro, lead, member, ids } = await room();
    const handed = heard(member, 'handedOver');
    for (const target of [ids.guest, ids.outsider, ids.gone, randomUUID()]) {
      expect(await op(lead, 'handover', { participantId: target })).toMatchObject({
        ok: false,
        code: 'HANDOVER_TARGET',
        message: 'Choose a signed-in member of the squad who is in the room.',
      });
    }
    expect(await facilitatorOf(retro.id)).toBeNull();
    expect(await op(lead, 'startTimer', { seconds: 60 })).toMatchObject({ ok: true });
    expect(handed).toEqual([]);
  });

  it('answers a retried handover its first outcome, even once its target has left', async () => {
    const { retro, lead, member, ids } = await room();
    const payload = { opId: randomUUID(), participantId: ids.member };
    const first = await request<Ack>(lead, 'handover', payload);
    expect(first).toMatchObject({ ok: true });
    const left = next(lead, 'left');
    member.close();
    await left;
    expect(await request<Ack>(lead, 'handover', payload)).toEqual(first);
    expect(await facilitatorOf(retro.id)).toBe(org.member.id);
    // A new handover to someone gone is still refused.
    expect(await op(lead, 'handover', { participantId: ids.member })).toMatchObject({
      code: 'HANDOVER_TARGET',
    });
  });

  it('lets a facilitator hand the role on, and hand it back to the lead', async () => {
    const second = await addUser(t, org.customerId, 'SQUAD_MEMBER');
    await t.db.insert(squadMembers).values({ squadId: org.squad.id, userId: second.id });
    const { retro, lead, member, ids } = await room();
    const secondSocket = await clients.connect(second);
    const secondSeat = await letIn(lead, secondSocket, retro.room);

    expect(await op(lead, 'handover', { participantId: ids.member })).toMatchObject({ ok: true });
    expect(await op(member, 'handover', { participantId: secondSeat.me.id })).toMatchObject({ ok: true });
    expect(await facilitatorOf(retro.id)).toBe(second.id);
    expect(await op(member, 'startTimer', { seconds: 60 })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await op(secondSocket, 'startTimer', { seconds: 60 })).toMatchObject({ ok: true });

    // Handed to the lead, who holds it by right: no facilitator any more.
    const back = next(lead, 'admitted');
    expect(await op(secondSocket, 'handover', { participantId: ids.lead })).toMatchObject({ ok: true });
    await back;
    expect(await facilitatorOf(retro.id)).toBeNull();
    expect(await roleAfterJoin(lead, retro.room)).toBe('RETRO_ADMIN');
    expect(await op(secondSocket, 'stopTimer')).toMatchObject({ code: 'FORBIDDEN' });
  });
});
