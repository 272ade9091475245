import type { BoardCard, BoardColumn, BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import { lockHolds } from '@squadboard/domain/retro/board.rules';
import type { BoardGroup } from '@squadboard/domain/retro/facilitation.model';
import type { CardWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { BoardRepository, BoardRetroRow, CardRow, ColumnRow } from './board.repository.ts';
import type { BoardEmit } from './board-ctx.ts';
import type { GroupRow } from './group.queries.ts';

// The board's rows as the room sees them: columns and cards with who edits them now, groups, the
// timer with the seconds left. Shared by the board service, its operations and its view.

/** Who edits a column or card now: nobody once the lock lapsed, even if no timer freed it yet. */
export function editorOf(row: ColumnRow | CardRow, now: Date): string | null {
  return row.editingBy && lockHolds(row.editingAt, now) ? row.editingBy : null;
}

export function presentColumn(row: ColumnRow, now: Date): BoardColumn {
  return { id: row.id, name: row.name, position: row.position, editingBy: editorOf(row, now) };
}

export function timerOf(retro: Pick<BoardRetroRow, 'timerSeconds' | 'timerEndsAt'>, now: Date): BoardTimer {
  if (!retro.timerEndsAt) {
    return { running: false, seconds: retro.timerSeconds, endsAt: null };
  }
  const left = Math.ceil((retro.timerEndsAt.getTime() - now.getTime()) / 1000);
  return left > 0
    ? { running: true, seconds: left, endsAt: retro.timerEndsAt.toISOString() }
    : { running: false, seconds: 0, endsAt: null };
}

/** A card row as the room sees it, with its likes, reactions and backlog marks, as of `at`. */
export function presentCard(
  row: CardRow,
  at: Date,
  likes: string[] = [],
  reactions: BoardCard['reactions'] = [],
  items: ReadonlyMap<string, CardWorkItem> = new Map(),
): BoardCard {
  return {
    id: row.id,
    columnId: row.columnId,
    rank: row.rank,
    text: row.text,
    authorId: row.authorId,
    authorName: row.authorName,
    likes,
    reactions,
    actionIds: row.actionIds,
    workItems: row.workItemIds.flatMap((id) => items.get(id) ?? []),
    groupId: row.groupId,
    editingBy: editorOf(row, at),
  };
}

/** Cards with their likes and reactions, as of `at`. */
export async function presentCards(
  tx: BoardRepository,
  rows: readonly CardRow[],
  at: Date,
): Promise<BoardCard[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: `tx` may be a transaction's one connection, where overlapping
  // queries are deprecated (and refused from pg 9).
  const likes = await tx.likes(ids);
  const reactions = await tx.reactions(ids);
  // Most boards have no card in the backlog: then this reads nothing.
  const items = await tx.cardWorkItems(rows.flatMap((row) => row.workItemIds));
  return rows.map((row) => presentCard(row, at, likes.get(row.id), reactions.get(row.id), items));
}

/** A card's news for the room: while blur is on, its text goes to its author only. */
export function cardEmit(
  event: 'added' | 'edited',
  card: BoardCard,
  retro: Pick<BoardRetroRow, 'blur'>,
): BoardEmit {
  return { event, payload: { card }, ...(retro.blur ? { blurredExceptFor: card.authorId } : {}) };
}

export function presentGroup(row: GroupRow): BoardGroup {
  return { id: row.id, columnId: row.columnId, title: row.title };
}
