import type { ConvertCard } from '@squadboard/domain/actions/action.schema';
import type { Board, BoardOp, BoardOpName, ZEndingOps } from '@squadboard/domain/realtime/retro-board.events';
import type { AckError } from '@squadboard/domain/realtime/retro-room.events';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { RoomSocket } from '../use-retro-room.ts';
import { applyBoardEvent, BOARD_EVENTS } from './board-state.ts';

// The live board in the browser (docs/realtime.md "The board"). Every operation gets an opId
// and stays pending until the server acknowledges it; after a reconnect the board is synced
// and whatever is still pending is sent again with the same opId, which the server applies at
// most once. Nothing typed is lost to a flaky connection.

const ACK_TIMEOUT_MS = 10_000;

type EndingOpName = keyof typeof ZEndingOps;
export type SendableOp = BoardOpName | EndingOpName | 'action';
type OpPayload<N extends SendableOp> = N extends BoardOpName
  ? Omit<BoardOp<N>, 'opId'>
  : N extends EndingOpName
    ? Omit<z.infer<(typeof ZEndingOps)[N]>, 'opId'>
    : N extends 'action'
      ? Omit<ConvertCard, 'opId'>
      : never;

export type OpAck = ({ ok: true } & Record<string, unknown>) | AckError;

interface Pending {
  event: string;
  payload: Record<string, unknown>;
  resolve: (ack: OpAck) => void;
}

type LooseSocket = {
  timeout(ms: number): {
    emit(event: string, payload: unknown, ack: (error: Error | null, ack: OpAck) => void): void;
  };
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
  connected: boolean;
};

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
  const loose = socket as unknown as LooseSocket | null;

  const emit = useCallback(
    (opId: string, op: Pending) => {
      if (!loose?.connected) {
        return; // sent again after the reconnect
      }
      loose.timeout(ACK_TIMEOUT_MS).emit(op.event, { opId, ...op.payload }, (error, ack) => {
        if (error) {
          return; // no answer: still pending, sent again after the next entry
        }
        pending.current.delete(opId);
        op.resolve(ack);
      });
    },
    [loose],
  );

  const sync = useCallback(() => {
    if (!loose?.connected) {
      return;
    }
    loose.timeout(ACK_TIMEOUT_MS).emit('sync', {}, (error, ack) => {
      if (!error && ack.ok) {
        setBoard((ack as unknown as { board: Board }).board);
      }
    });
  }, [loose]);

  useEffect(() => {
    if (!loose) {
      return;
    }
    const listeners = BOARD_EVENTS.map((event) => {
      const listener = (payload: never) => {
        setBoard((current) => (current ? applyBoardEvent(current, event, payload) : current));
        if (event === 'addBlurToggle') {
          sync(); // what we may read changed: ask for our own view
        }
      };
      loose.on(event, listener);
      return { event, listener };
    });
    return () => {
      for (const { event, listener } of listeners) {
        loose.off(event, listener);
      }
    };
  }, [loose, sync]);

  useEffect(() => {
    if (entry === null) {
      return;
    }
    sync();
    for (const [opId, op] of pending.current) {
      emit(opId, op);
    }
  }, [entry, sync, emit]);

  /** Sends one operation; resolves with the server's acknowledgement. */
  const send = useCallback(
    <N extends SendableOp>(event: N, payload: OpPayload<N>): Promise<OpAck> =>
      new Promise<OpAck>((resolve) => {
        const opId = newOpId();
        const op: Pending = { event, payload: payload as Record<string, unknown>, resolve };
        // Offline, it waits here and goes out after the reconnect; the promise settles then.
        pending.current.set(opId, op);
        emit(opId, op);
      }),
    [emit],
  );

  /** Takes or releases an edit lock (not an operation: nothing to retry). */
  const lock = useCallback(
    (target: 'column' | 'card', id: string, on: boolean) => {
      loose?.timeout(ACK_TIMEOUT_MS).emit('editing', { target, id, on }, () => undefined);
    },
    [loose],
  );

  return { board, send, lock, sync };
}
