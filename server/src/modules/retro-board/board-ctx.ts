import type {
  BoardEventName,
  BoardEventPayload,
  BoardOp,
  BoardOpName,
  BoardResults,
} from '@squadboard/domain/realtime/retro-board.events';
import type { RetroRole } from '@squadboard/domain/retro/retro.schema';
import type { BoardRepository, BoardRetroRow, CardRow, ColumnRow } from './board.repository.ts';
import type { RoleSeen } from './board-checks.ts';

// What every board operation runs with, shared by board.service.ts and the operations kept in
// files of their own (admin.ops.ts, group.ops.ts, facilitation.ops.ts).

/**
 * Who is acting: their seat in the room, as the gateway knows it. `role` is the one they joined
 * with; admin-only operations ask the database instead (board-checks.ts).
 */
export interface BoardActor {
  retroId: string;
  participantId: string;
  name: string;
  role: RetroRole;
}

/** One broadcast: an event of the map with its payload. */
export type BoardEventEmit<E extends BoardEventName = BoardEventName> = {
  [K in E]: { event: K; payload: BoardEventPayload<K> };
}[E];

/** A card event while blur is on goes with its text to the author only. */
export type BoardEmit =
  | (BoardEventEmit & { blurredExceptFor?: undefined })
  | (BoardEventEmit<'added' | 'edited'> & {
      /** Everyone but this participant gets the card with `text: null`. */
      blurredExceptFor: string;
    });

/** What operation N yields: the acknowledgement for its sender and the events for the room. */
export interface Outcome<N extends BoardOpName> {
  ack: BoardResults[N];
  emits: BoardEmit[];
}

/** One operation's transaction, sender and the retro's row as locked for it. */
export interface BoardCtx {
  tx: BoardRepository;
  actor: BoardActor;
  retro: BoardRetroRow;
  /** Hears the sender's role when the operation read it (board-checks.ts). */
  seen?: RoleSeen;
}

/** The board service's own helpers, lent to the operations in other files. */
export interface BoardKit {
  now: () => Date;
  /** The card of this retro, or CARD_GONE. */
  cardOf: (ctx: BoardCtx, cardId: string) => Promise<CardRow>;
  /** The column of this retro, or COLUMN_GONE. */
  columnOf: (ctx: BoardCtx, columnId: string) => Promise<ColumnRow>;
}

/** Handlers of some of the board's operations. */
export type OpHandlers<N extends BoardOpName> = {
  [K in N]: (ctx: BoardCtx, op: BoardOp<K>) => Promise<Outcome<K>>;
};

/** What a card leaving its group (a drag elsewhere, a delete) changes: its group then, and news. */
export interface GroupLeave {
  groupId: string | null;
  emits: BoardEmit[];
}
