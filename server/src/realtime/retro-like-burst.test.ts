import { randomUUID } from 'node:crypto';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retroCardLikes } from '../db/schema/index.ts';
import { type Ack, boardOf, guestPass, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Likes that arrive together share a transaction (op-batcher.ts, board-group.ts),
// and each is still answered on its own, after the commit, exactly as if applied alone.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
const GUESTS = 50;

type LikeAck = Ack<{ liked: boolean }>;
type Liked = { cardId: string; participantId: string; liked: boolean };

/** A live retro with its lead and `count` guests, all let in at once. */
async function crowd(count: number) {
  const { org } = suite;
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const guests = await Promise.all(
    Array.from({ length: count }, async (_, i) =>
      clients.connect({ guestToken: await guestPass(t, retro.meetingId, `Guest ${i + 1}`) }),
    ),
  );
  const knocks = await Promise.all(
    guests.map((g) => request<Ack<{ state: string }>>(g, 'join', { room: retro.room })),
  );
  expect(knocks.every((k) => k.ok && k.state === 'waiting')).toBe(true);
  const admitted = guests.map((g) => next(g, 'admitted'));
  expect(await request(admin, 'admit', { decision: 'admit', all: true })).toMatchObject({ admitted: count });
  await Promise.all(admitted);
  await Promise.all(guests.map((g) => request(g, 'join', { room: retro.room })));
  const [column] = (await boardOf(admin)).columns;
  if (!column) {
    throw new Error('the template columns are missing');
  }
  return { retro, admin, guests, columnId: column.id };
}

async function addCard(socket: RoomClient, columnId: string, text: string): Promise<string> {
  const added = await op<{ card: BoardCard }>(socket, 'add', { columnId, text });
  if (!added.ok) {
    throw new Error(added.message);
  }
  return added.card.id;
}

/** The likes `socket` hears on `cardId` from now on: who likes it, as the room tells. */
function likesHeard(socket: RoomClient, cardId: string) {
  const likers = new Set<string>();
  let reached: () => void = () => undefined;
  let wanted = Number.POSITIVE_INFINITY;
  const loose = socket as unknown as { on(event: string, listener: (payload: Liked) => void): void };
  loose.on('liked', (change) => {
    if (change.cardId !== cardId) {
      return;
    }
    if (change.liked) {
      likers.add(change.participantId);
    } else {
      likers.delete(change.participantId);
    }
    if (likers.size >= wanted) {
      reached();
    }
  });
  return {
    likers,
    until(count: number): Promise<void> {
      wanted = count;
      return likers.size >= count ? Promise.resolve() : new Promise((resolve) => (reached = resolve));
    },
  };
}

const likeRows = (cardId: string) =>
  t.db.select().from(retroCardLikes).where(eq(retroCardLikes.cardId, cardId));

describe('a burst of likes', () => {
  let room: Awaited<ReturnType<typeof crowd>>;
  beforeAll(async () => {
    t = suite.t;
    room = await crowd(GUESTS);
  });

  it('applies 50 likes sent at once, answers each, and the whole room hears all of them', async () => {
    const { admin, guests, columnId } = room;
    const cardId = await addCard(admin, columnId, 'Everybody likes this');
    const everyone = [admin, ...guests];
    const heard = everyone.map((socket) => likesHeard(socket, cardId));
    const opIds = guests.map(() => randomUUID());

    const acks = await Promise.all(
      guests.map((g, i) => request<LikeAck>(g, 'like', { opId: opIds[i], cardId })),
    );
    expect(acks).toEqual(guests.map(() => ({ ok: true, liked: true })));
    await Promise.all(heard.map((h) => h.until(GUESTS)));
    for (const h of heard) {
      expect(h.likers.size).toBe(GUESTS);
    }
    const card = (await boardOf(guests[0] as RoomClient)).cards.find((c) => c.id === cardId);
    expect(card?.likes).toHaveLength(GUESTS);
    expect(new Set(card?.likes)).toEqual(heard[0]?.likers);

    // They shared transactions: rows written by one transaction carry its id (xmin).
    const [shared] = await t.db
      .select({ transactions: sql<number>`count(distinct xmin::text)::int` })
      .from(retroCardLikes)
      .where(eq(retroCardLikes.cardId, cardId));
    expect(shared?.transactions).toBeLessThan(GUESTS);

    // A retry after the burst gets its recorded outcome; nothing is toggled again.
    const retried = await request<LikeAck>(guests[7] as RoomClient, 'like', { opId: opIds[7], cardId });
    expect(retried).toEqual(acks[7]);
    expect(await likeRows(cardId)).toHaveLength(GUESTS);
  });

  it('answers the same op id sent twice in one burst once, with equal acknowledgements', async () => {
    const { admin, guests, columnId } = room;
    const cardId = await addCard(admin, columnId, 'Twice');
    const [twice, ...others] = guests.slice(0, 10) as [RoomClient, ...RoomClient[]];
    const opId = randomUUID();
    const [first, second, ...rest] = await Promise.all([
      request<LikeAck>(twice, 'like', { opId, cardId }),
      request<LikeAck>(twice, 'like', { opId, cardId }),
      ...others.map((g) => op<{ liked: boolean }>(g, 'like', { cardId })),
    ]);
    expect(first).toEqual({ ok: true, liked: true });
    expect(second).toEqual(first);
    expect(rest.every((a) => a.ok && a.liked)).toBe(true);
    expect(await likeRows(cardId)).toHaveLength(10);

    // The same op id on a reaction in the same burst is refused, and changes nothing.
    const reused = randomUUID();
    const heart = { emojiId: 'heart', native: '❤️', name: 'Red Heart' };
    const [liked, reacted] = await Promise.all([
      request<LikeAck>(twice, 'like', { opId: reused, cardId }),
      request<Ack>(twice, 'emoji', { opId: reused, cardId, emoji: heart }),
    ]);
    expect(liked).toEqual({ ok: true, liked: false });
    expect(reacted).toMatchObject({ ok: false, code: 'OP_ID_REUSED' });
    const card = (await boardOf(admin)).cards.find((c) => c.id === cardId);
    expect(card?.likes).toHaveLength(9);
    expect(card?.reactions).toEqual([]);
  });

  it('refuses a like on a deleted card alone, and applies the rest of the burst', async () => {
    const { admin, guests, columnId } = room;
    const kept = await addCard(admin, columnId, 'Kept');
    const gone = await addCard(admin, columnId, 'Gone');
    expect(await op(admin, 'delete', { cardId: gone })).toMatchObject({ ok: true });
    const heart = { emojiId: 'heart', native: '❤️', name: 'Red Heart' };

    const acks = await Promise.all(
      guests
        .slice(0, 20)
        .map((g, i) =>
          i === 5
            ? op(g, 'like', { cardId: gone })
            : i === 6
              ? op(g, 'emoji', { cardId: gone, emoji: heart })
              : i === 7
                ? op(g, 'emoji', { cardId: kept, emoji: heart })
                : op(g, 'like', { cardId: kept }),
        ),
    );
    expect(acks[5]).toMatchObject({ ok: false, code: 'CARD_GONE' });
    expect(acks[6]).toMatchObject({ ok: false, code: 'CARD_GONE' });
    expect(acks[7]).toMatchObject({ ok: true, reaction: { emojiId: 'heart' } });
    expect(acks.filter((a) => a.ok)).toHaveLength(18);
    expect(await likeRows(kept)).toHaveLength(17);
    expect(await likeRows(gone)).toEqual([]);
    const card = (await boardOf(admin)).cards.find((c) => c.id === kept);
    expect(card?.reactions.map((r) => r.emojiId)).toEqual(['heart']);
  });

  it('answers a burst after the end with NOT_LIVE, and a retry with its recorded outcome', async () => {
    const { admin, guests, columnId } = room;
    const cardId = await addCard(admin, columnId, 'Last one');
    const opId = randomUUID();
    const before = await request<LikeAck>(guests[0] as RoomClient, 'like', { opId, cardId });
    expect(before).toEqual({ ok: true, liked: true });
    expect(await op(admin, 'close_retro')).toMatchObject({ ok: true });

    const [retried, ...late] = await Promise.all([
      request<LikeAck>(guests[0] as RoomClient, 'like', { opId, cardId }),
      ...guests.slice(1, 6).map((g) => op(g, 'like', { cardId })),
    ]);
    expect(retried).toEqual(before);
    expect(late.every((a) => !a.ok && a.code === 'NOT_LIVE')).toBe(true);
    expect(await likeRows(cardId)).toHaveLength(1);
  });
});
