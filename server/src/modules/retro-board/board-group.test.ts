import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retroCardLikes, retroOps } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { boardState, createRetro, joinBoard } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { BoardActor, GroupedOp } from './board.service.ts';

// A turn's operations applied as one group (board-group.ts, op-round.ts): in order, each
// answered as alone, and a group whose transaction fails is applied again one operation at a time.

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

describe('a group of board operations', () => {
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

  it("applies a turn's adds, edits, drags and deletes together, in the order they came, each refused alone", async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await joinBoard(t, org.lead, retro);
    const member = await joinBoard(t, org.member, retro, org.lead);
    const [first, second] = (await boardState(t, retro.id)).columns.map((c) => c.id) as [string, string];
    const card = (text: string) =>
      t.app.services.board.apply(admin, 'add', { opId: randomUUID(), columnId: first, text });
    const x = (await card('X')).ack.card.id;
    const y = (await card('Y')).ack.card.id;
    const ops: GroupedOp[] = [
      { actor: member, name: 'add', op: { opId: randomUUID(), columnId: second, text: 'New' } },
      { actor: admin, name: 'edit', op: { opId: randomUUID(), cardId: x, text: 'X edited' } },
      like(member, x),
      { actor: admin, name: 'drag', op: { opId: randomUUID(), cardId: x, toColumnId: second, toIndex: 0 } },
      { actor: admin, name: 'delete', op: { opId: randomUUID(), cardId: x } },
      // After the deletion (it came later): the card is gone, as it would be alone.
      like(member, x),
      // Not the member's card: refused, and the others go on.
      { actor: member, name: 'edit', op: { opId: randomUUID(), cardId: y, text: 'Not mine' } },
    ];
    const settled = await t.app.services.board.applyMany(ops);
    const acks = settled.map((s) => (s.ok ? s.value.ack : (s.error as AppError).code));
    expect(acks).toEqual([
      { card: expect.objectContaining({ text: 'New', columnId: second }) },
      { card: expect.objectContaining({ id: x, text: 'X edited' }) },
      { liked: true },
      { moves: [expect.objectContaining({ id: x, columnId: second })] },
      {},
      'CARD_GONE',
      'NOT_YOUR_CARD',
    ]);
    const board = await boardState(t, retro.id);
    expect(board.cards.map((c) => [c.text, c.columnId]).sort()).toEqual(
      [
        ['New', second],
        ['Y', first],
      ].sort(),
    );
    // One transaction wrote every outcome (xmin: the writing transaction's id).
    const applied = ops.filter((_, i) => settled[i]?.ok).map((o) => o.op.opId);
    const [written] = await t.db
      .select({ transactions: sql<number>`count(distinct xmin::text)::int`, n: sql<number>`count(*)::int` })
      .from(retroOps)
      .where(inArray(retroOps.opId, applied));
    expect(written).toEqual({ transactions: 1, n: 5 });
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
