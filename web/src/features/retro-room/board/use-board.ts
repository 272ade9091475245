import {
  type Board,
  type BoardEventName,
  type BoardEventPayload,
  type BoardServerEvents,
  FIRST_SYNC_CARDS_PER_COLUMN,
  type OpEventName,
} from '@squadboard/domain/realtime/retro-board.events';
import type { ClientAck, ClientPayload } from '@squadboard/domain/realtime/socket.events';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type LiveHandle, unanswered } from '../../../lib/live-socket.ts';
import {
  applyBoardEvent,
  BOARD_EVENTS,
  type HeardEvent,
  holdsWholeBoard,
  replayEvents,
} from './board-state.ts';

// The live board in the browser (docs/realtime.md "The board"). Every operation gets an opId
// and stays pending until the server acknowledges it; after a reconnect the board is synced
// and whatever is still pending is sent again with the same opId, which the server applies at
// most once. Nothing typed is lost to a flaky connection. The server coalesces a room's news into
// `batch` messages; the socket hands each event of a batch to these listeners in order
// (unpackBatches, installed by lib/live-socket.ts), so every event still dispatches alone.

export type SendableOp = OpEventName;
type OpPayload<N extends SendableOp> = Omit<ClientPayload<N>, 'opId'>;
/** The acknowledgement of any operation: callers look at `ok` and the refusal's message. */
export type OpAck = ClientAck<SendableOp>;

/** An operation not acknowledged yet: sends itself (again) on the room's socket. */
type Pending = (live: LiveHandle) => void;

function newOpId(): string {
  return crypto.randomUUID();
}

/**
 * @param entry the room view's entry counter: each entry (first join, admission, reconnect)
 *   syncs the board and re-sends pending operations. Null while not in the room.
 */
export function useBoard(live: LiveHandle | null, entry: number | null) {
  const [board, setBoard] = useState<Board | null>(null);
  const pending = useRef(new Map<string, Pending>());
  /** For each sync on its way, the events heard since it was sent (replayEvents). */
  const syncing = useRef(new Set<HeardEvent[]>());
  /** Whether a board arrived: only the first load starts with each column's first cards. */
  const loaded = useRef(false);

  const transmit = useCallback(
    (op: Pending) => {
      if (!live?.socket.connected) {
        return; // sent again after the reconnect
      }
      op(live);
    },
    [live],
  );

  /**
   * Asks for the board. `first`: each column's first cards only, then the whole board; a board
   * of thousands of cards shows its first screen without waiting for all of them.
   */
  const sync = useCallback(
    (first = false) => {
      if (!live?.socket.connected) {
        return;
      }
      const heard: HeardEvent[] = [];
      syncing.current.add(heard);
      const payload = first ? { cardsPerColumn: FIRST_SYNC_CARDS_PER_COLUMN } : {};
      void live.emitWithAck('sync', payload).then((ack) => {
        syncing.current.delete(heard);
        const answered = ack.ok ? ack.board : null;
        if (answered) {
          loaded.current = true;
          const synced = replayEvents(answered, heard);
          // A whole board is a large render: as a transition React slices it, so a phone still
          // answers taps meanwhile. Events heard later apply on top of it, in order, as before.
          startTransition(() => setBoard(synced));
        }
        if (first && !(answered && holdsWholeBoard(answered, FIRST_SYNC_CARDS_PER_COLUMN))) {
          sync();
        }
      });
    },
    [live],
  );

  useEffect(() => {
    if (!live) {
      return;
    }
    const follow = <E extends BoardEventName>(event: E): BoardServerEvents[E] => {
      return (payload: BoardEventPayload<E>) => {
        for (const heard of syncing.current) {
          heard.push({ event, payload });
        }
        setBoard((current) => (current ? applyBoardEvent(current, event, payload) : current));
        if (event === 'addBlurToggle') {
          sync(); // what we may read changed: ask for our own view
        }
      };
    };
    const listeners = BOARD_EVENTS.map((event) => ({ event, listener: follow(event) }));
    for (const { event, listener } of listeners) {
      live.socket.on(event, listener);
    }
    return () => {
      for (const { event, listener } of listeners) {
        live.socket.off(event, listener);
      }
    };
  }, [live, sync]);

  useEffect(() => {
    if (entry === null) {
      return;
    }
    // After a reconnect the board on screen stays whole while the whole board is read again.
    sync(!loaded.current);
    for (const op of pending.current.values()) {
      transmit(op);
    }
  }, [entry, sync, transmit]);

  /** Sends one operation; resolves with the server's acknowledgement. */
  const send = useCallback(
    <N extends SendableOp>(event: N, payload: OpPayload<N>): Promise<OpAck> =>
      new Promise<OpAck>((resolve) => {
        const opId = newOpId();
        // The payload with its opId is the event's own (OpPayload is it without the opId);
        // TypeScript cannot see that while N is generic.
        const whole = { opId, ...payload } as unknown as ClientPayload<N>;
        const op: Pending = (via) =>
          void via.emitWithAck(event, whole).then((ack) => {
            if (unanswered(ack)) {
              return; // no answer: still pending, sent again after the next entry
            }
            pending.current.delete(opId);
            resolve(ack);
          });
        // Offline, it waits here and goes out after the reconnect; the promise settles then.
        pending.current.set(opId, op);
        transmit(op);
      }),
    [transmit],
  );

  /** Takes or releases an edit lock (not an operation: nothing to retry). */
  const lock = useCallback(
    (target: 'column' | 'card', id: string, on: boolean) => {
      void live?.emitWithAck('editing', { target, id, on });
    },
    [live],
  );

  return { board, send, lock, sync };
}
