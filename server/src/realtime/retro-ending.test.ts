import { randomUUID } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import type { WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { VOTE_TIMING } from '@squadboard/domain/retro/mood.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retroMoodVotes, retros } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, nextMatching, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

/** The lead and the member in a live room. */
async function liveRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const member = await clients.connect(org.member);
  const knocked = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) => p.waiting.length === 1);
  await request(member, 'join', { room: retro.room });
  const [entry] = (await knocked).waiting;
  const admitted = next(member, 'admitted');
  await request(admin, 'admit', { decision: 'admit', participantIds: [entry?.id] });
  await admitted;
  await request(member, 'join', { room: retro.room });
  return { retro, admin, member };
}

/** Moves the vote's due time into the past, as if 23 s had gone by. */
async function dueNow(retroId: string): Promise<void> {
  await t.db
    .update(retros)
    .set({ voteResultAt: new Date(Date.now() - 1000) })
    .where(eq(retros.id, retroId));
}

describe('ending a retro and the mood vote', () => {
  it('lets only the admin end it; the board turns read-only and the vote opens for 23 s', async () => {
    const { retro, admin, member } = await liveRoom();
    expect(await op(member, 'close_retro')).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    const closed = next<{ status: string; resultAt: string }>(member, 'close');
    const opId = randomUUID();
    const ended = await request<Ack<{ resultAt: string }>>(admin, 'close_retro', { opId });
    expect(ended.ok).toBe(true);
    const { status, resultAt } = await closed;
    expect(status).toBe('COMPLETED');
    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row?.status).toBe('COMPLETED');
    expect(row?.endedAt).not.toBeNull();
    expect(Date.parse(resultAt) - (row?.endedAt?.getTime() ?? 0)).toBe(VOTE_TIMING.resultMs);
    // A retried end answers the same; nobody changes the board any more.
    expect(await request(admin, 'close_retro', { opId })).toEqual(ended);
    const [column] = (await boardOf(member)).columns;
    expect(await op(member, 'add', { columnId: column?.id, text: 'Late' })).toMatchObject({
      code: 'NOT_LIVE',
      message: MSG.board.notLive,
    });
  });

  it('shows every card after the end, and nobody "leaves" when the room turns read-only', async () => {
    const { retro, admin, member } = await liveRoom();
    const [column] = (await boardOf(member)).columns;
    await op(member, 'add', { columnId: column?.id, text: 'Written under blur' });
    await op(admin, 'blurMessage', { on: true });
    expect((await boardOf(admin)).cards.map((c) => c.text)).toEqual([null]);

    const departures: string[] = [];
    admin.on('left', ({ name }: { name: string }) => departures.push(name));
    await op(admin, 'close_retro');
    // Both enter the room again, as the browser does on 'close'.
    for (const socket of [member, admin]) {
      expect(await request(socket, 'join', { room: retro.room })).toMatchObject({
        snapshot: { mode: 'read-only' },
      });
    }
    const board = await boardOf(admin);
    expect(board.blur).toBe(false);
    expect(board.cards.map((c) => c.text)).toEqual(['Written under blur']);
    // The positive signal: the vote's result goes to the room after anything the close and the
    // re-entries sent it, so once the admin hears it, a departure would have been heard too.
    const announced = next(admin, 'cadence_result');
    await dueNow(retro.id);
    await boardOf(admin);
    await announced;
    expect(departures).toEqual([]);
  });

  it('counts the votes once they are due and tells everyone the mood, also after a reload', async () => {
    const { retro, admin, member } = await liveRoom();
    await op(admin, 'close_retro');
    expect(await op(member, 'cadence_input', { vote: 'sad' })).toEqual({ ok: true });
    expect(await op(member, 'cadence_input', { vote: 'happy' })).toEqual({ ok: true });
    expect(await op(admin, 'cadence_input', { vote: 'flat' })).toEqual({ ok: true });
    expect(await op(member, 'cadence_input', { vote: 'ecstatic' })).toMatchObject({
      code: 'INVALID_PAYLOAD',
    });

    // A reload during the vote: the same state, with the vote already given.
    const reloaded = await clients.connect(org.member);
    expect(await request(reloaded, 'join', { room: retro.room })).toMatchObject({
      snapshot: { mode: 'read-only' },
    });
    expect((await boardOf(reloaded)).moodVote).toMatchObject({
      phase: 'voting',
      myVote: 'happy',
      summary: null,
    });

    await dueNow(retro.id);
    expect(await op(member, 'cadence_input', { vote: 'sad' })).toMatchObject({ code: 'VOTE_CLOSED' });
    const announced = next<{ result: string; cadence_object: { cadenceResult: string } }>(
      reloaded,
      'cadence_result',
    );
    // (5 + 2.5) / 2 = 3.75: flat, the high threshold inclusive.
    const board = await boardOf(admin);
    expect(board.moodVote).toMatchObject({
      phase: 'done',
      myVote: 'flat',
      summary: { cadenceResult: 'flat' },
    });
    expect((await announced).result).toBe('flat');
    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row?.mood).toBe('flat');

    expect(await op(member, 'acceptMetrics', { useful: true })).toEqual({ ok: true });
    const votes = await t.db.select().from(retroMoodVotes).where(eq(retroMoodVotes.retroId, retro.id));
    expect(votes.map((v) => [v.vote, v.useful]).sort()).toEqual([
      ['flat', null],
      ['happy', true],
    ]);
  });

  it('gives no mood when nobody voted', async () => {
    const { retro, admin } = await liveRoom();
    await op(admin, 'close_retro');
    await dueNow(retro.id);
    expect((await boardOf(admin)).moodVote).toMatchObject({
      phase: 'done',
      summary: { cadenceResult: 'none' },
    });
  });
});
