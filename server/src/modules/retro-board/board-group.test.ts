import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retroCardLikes, retroOps } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { boardState, createRetro, joinBoard } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { BoardActor, GroupedOp } from './board.service.ts';

// Likes and reactions applied as one group (board-group.ts): in order, each answered as alone,
// and a group whose transaction fails is applied again one operation at a time.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t?.close();
});

async function liveCard(): Promise<{ admin: BoardActor; cardId: string }> {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await joinBoard(t, org.lead, retro);
  const columnId = (await boardState(t, retro.id)).columns[0]?.id ?? '';
  const added = await t.app.services.board.apply(admin, 'add', {
    opId: randomUUID(),
    columnId,
    text: 'Card',
  });
  return { admin, cardId: added.ack.card.id };
}

const like = (actor: BoardActor, cardId: string, opId = randomUUID()): GroupedOp => ({
  actor,
  name: 'like',
  op: { opId, cardId },
});

describe('a group of likes and reactions', () => {
  it('applies its operations in order, a toggle after a toggle, a retry answered once, and records each', async () => {
    const { admin, cardId } = await liveCard();
    const heart = { emojiId: 'heart', native: '❤️', name: 'Red Heart' };
    const twice = randomUUID();
    const settled = await t.app.services.board.applyMany([
      like(admin, cardId, twice),
      like(admin, cardId, twice),
      like(admin, cardId),
      like(admin, cardId),
      { actor: admin, name: 'emoji', op: { opId: randomUUID(), cardId, emoji: heart } },
    ]);
    expect(settled.map((s) => (s.ok ? s.value.ack : s.error))).toEqual([
      { liked: true },
      // The same op id again: its first outcome, not a second toggle.
      { liked: true },
      { liked: false },
      { liked: true },
      { reaction: { participantId: admin.participantId, name: admin.name, emojiId: 'heart', native: '❤️' } },
    ]);
    const ops = await t.db.select().from(retroOps).where(eq(retroOps.participantId, admin.participantId));
    // The card's `add`, then the four of the group.
    expect(ops).toHaveLength(5);
  });

  it('applies the operations again one at a time when the group transaction fails', async () => {
    const { admin, cardId } = await liveCard();
    const retried = randomUUID();
    // A malformed card id fails in the database (not a refusal): the whole group is undone.
    const settled = await t.app.services.board.applyMany([
      like(admin, cardId, retried),
      like(admin, 'not-a-uuid'),
      like(admin, cardId, retried),
    ]);
    expect(settled[0]).toEqual({ ok: true, value: expect.objectContaining({ ack: { liked: true } }) });
    expect(settled[1]?.ok).toBe(false);
    expect(settled[1]?.ok === false && settled[1].error instanceof AppError).toBe(false);
    // Alone too, the retry of an op id answers its first outcome.
    expect(settled[2]).toEqual(settled[0]);
    expect(await t.db.select().from(retroCardLikes).where(eq(retroCardLikes.cardId, cardId))).toHaveLength(1);
  });

  it('applies a group of hundreds in one transaction', async () => {
    const { admin, cardId } = await liveCard();
    const columnId = (await boardState(t, admin.retroId)).cards[0]?.columnId ?? '';
    const cards = [cardId];
    while (cards.length < 300) {
      const added = await t.app.services.board.apply(admin, 'add', {
        opId: randomUUID(),
        columnId,
        text: 'More',
      });
      cards.push(added.ack.card.id);
    }
    const settled = await t.app.services.board.applyMany(cards.map((id) => like(admin, id)));
    expect(settled.map((s) => (s.ok ? s.value.ack : s.error))).toEqual(cards.map(() => ({ liked: true })));
    // Rows written by one transaction carry its id (xmin): not applied again one by one.
    const [written] = await t.db
      .select({
        transactions: sql<number>`count(distinct xmin::text)::int`,
        likes: sql<number>`count(*)::int`,
      })
      .from(retroCardLikes)
      .where(inArray(retroCardLikes.cardId, cards));
    expect(written).toEqual({ transactions: 1, likes: 300 });
  });
});
