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
import type { RoomSocket } from '../use-retro-room.ts';
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
// (unpackBatches, installed by use-retro-room.ts), so every event still dispatches alone.

const ACK_TIMEOUT_MS = 10_000;

export type SendableOp = OpEventName;
type OpPayload<N extends SendableOp> = Omit<ClientPayload<N>, 'opId'>;
/** The acknowledgement of any operation: callers look at `ok` and the refusal's message. */
export type OpAck = ClientAck<SendableOp>;

/** An operation not acknowledged yet: sends itself (again) on the socket it is given. */
type Pending = (socket: RoomSocket) => void;

type EmitOp = <N extends SendableOp>(
  event: N,
  payload: { opId: string } & OpPayload<N>,
  onAck: (error: Error | null, ack: ClientAck<N>) => void,
) => unknown;

/**
 * The socket's emit with an acknowledgement timeout, for one operation. socket.io types emit's
 * arguments as Parameters<map[N]>, which TypeScript cannot build from a payload and a callback
 * while N is generic; the signature asserted here is the map's own (payload with its opId, then
 * the acknowledgement), so every caller stays fully checked.
 */
function emitOp(socket: RoomSocket): EmitOp {
  const timed = socket.timeout(ACK_TIMEOUT_MS);
  return timed.emit.bind(timed) as EmitOp;
}

function newOpId(): string {
  return crypto.randomUUID();
}

/**
 * @param entry the room view's entry counter: each entry (first join, admission, reconnect)
 *   syncs the board and re-sends pending operations. Null while not in the room.
 */
export function useBoard(socket: RoomSocket | null, entry: number | null) {
  const [board, setBoard] = useState<Board | null>(null);
  const pending = useRef(new Map<string, Pending>());
  /** For each sync on its way, the events heard since it was sent (replayEvents). */
  const syncing = useRef(new Set<HeardEvent[]>());
  /** Whether a board arrived: only the first load starts with each column's first cards. */
  const loaded = useRef(false);

  const transmit = useCallback(
    (op: Pending) => {
      if (!socket?.connected) {
        return; // sent again after the reconnect
      }
      op(socket);
    },
    [socket],
  );

  /**
   * Asks for the board. `first`: each column's first cards only, then the whole board; a board
   * of thousands of cards shows its first screen without waiting for all of them.
   */
  const sync = useCallback(
    (first = false) => {
      if (!socket?.connected) {
        return;
      }
      const heard: HeardEvent[] = [];
      syncing.current.add(heard);
      const payload = first ? { cardsPerColumn: FIRST_SYNC_CARDS_PER_COLUMN } : {};
      socket.timeout(ACK_TIMEOUT_MS).emit('sync', payload, (error: Error | null, ack) => {
        syncing.current.delete(heard);
        const answered = !error && ack.ok ? ack.board : null;
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
    [socket],
  );

  useEffect(() => {
    if (!socket) {
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
      socket.on(event, listener);
    }
    return () => {
      for (const { event, listener } of listeners) {
        socket.off(event, listener);
      }
    };
  }, [socket, sync]);

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
        const op: Pending = (via) =>
          emitOp(via)(event, { opId, ...payload }, (error, ack) => {
            if (error) {
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
      socket?.timeout(ACK_TIMEOUT_MS).emit('editing', { target, id, on }, () => undefined);
    },
    [socket],
  );

  return { board, send, lock, sync };
}
