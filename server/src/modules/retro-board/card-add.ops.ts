import { rankBetween } from '@squadboard/domain/common/rank';
import type { BoardOp } from '@squadboard/domain/realtime/retro-board.events';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { appError } from '../../http/app-error.ts';
import { cardEmit, presentCard } from './board.presenter.ts';
import type { BoardRepository, BoardRetroRow } from './board.repository.ts';
import type { BoardActor, Outcome } from './board-ctx.ts';
import type { Settled } from './board-group.ts';
import { addTargetKey, type NewCard } from './card-add.queries.ts';

// Adding cards (spec 002 §4), one or a whole group at once: the cards added on this
// node in one turn share a transaction, whatever their retro, and cost it two statements (what
// they rest on, then one insert). Each add is still refused on its own (its column gone, its
// retro full) before anything is written, and each new card goes last in its column, in the
// order the adds arrived. The retros' rows are locked for update by the caller: no other add
// of theirs reads the same last rank meanwhile.

/** One add of a group, with its sender. */
export interface CardAdd {
  actor: BoardActor;
  op: BoardOp<'add'>;
}

/** Applies the adds in order: one settlement each, the outcome or its refusal. */
export async function addCards(
  tx: BoardRepository,
  retros: ReadonlyMap<string, BoardRetroRow>,
  adds: readonly CardAdd[],
  at: Date,
): Promise<Settled<Outcome<'add'>>[]> {
  const targets = adds.map(({ actor, op }) => ({ retroId: actor.retroId, columnId: op.columnId }));
  const bases = await tx.addBases(targets);
  // What the adds before this one in the group changed: the cards per retro, the last ranks.
  const cards = new Map<string, number>();
  const lastRanks = new Map<string, string | null>();
  const accepted: { index: number; card: NewCard }[] = [];
  // Refusals are settled here; an accepted add is settled once its card is written.
  const settled: Settled<Outcome<'add'>>[] = [];
  for (const [index, { actor, op }] of adds.entries()) {
    const key = addTargetKey({ retroId: actor.retroId, columnId: op.columnId });
    const basis = bases.get(key);
    const count = cards.get(actor.retroId) ?? basis?.cards ?? 0;
    if (!basis?.found || count >= BOARD_LIMITS.cardsPerRetro) {
      settled[index] = { ok: false, error: appError(basis?.found ? 'TOO_MANY_CARDS' : 'COLUMN_GONE') };
      continue;
    }
    const rank = rankBetween(lastRanks.has(key) ? (lastRanks.get(key) ?? null) : basis.lastRank, null);
    cards.set(actor.retroId, count + 1);
    lastRanks.set(key, rank);
    const { text } = op;
    accepted.push({
      index,
      card: {
        retroId: actor.retroId,
        columnId: op.columnId,
        rank,
        text,
        authorId: actor.participantId,
        authorName: actor.name,
      },
    });
  }
  const rows = await tx.insertCards(accepted.map((a) => a.card));
  for (const [i, { index }] of accepted.entries()) {
    const row = rows[i];
    const retro = retros.get(row?.retroId ?? '');
    if (!row || !retro) {
      throw new Error('card insert returned no row');
    }
    const card = presentCard(row, at);
    settled[index] = { ok: true, value: { ack: { card }, emits: [cardEmit('added', card, retro)] } };
  }
  return settled;
}
