import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { BatchedEventName, ServerEventEmit } from '@squadboard/domain/realtime/socket.events';
import { participantRoom, type RoomServer } from './room-types.ts';

// Coalesced broadcasts: events for one socket.io room are gathered over one
// event-loop turn and sent as ONE message per recipient, a `batch` of the events in order (or
// the event itself when only one is due, as a quiet room always sent it). A 300-like burst in a
// room of 300 then costs each recipient a few messages, not 300. While a room is busy (a flush
// carried several events, or the room is big) the next flush waits for a short window, so a
// burst spread over many turns still travels in few messages; a quiet room's events leave on
// the next turn.
//
// Blur: a card event may go with its text to its author only (`blurredExceptFor`). A flush
// then sends the author their own version of the whole batch, and everyone else the batch with
// that card's text withheld: each recipient gets exactly the events, and the texts, they got
// one by one before.

/** How long a busy room's next flush waits after the previous one (at most 50 ms). */
export const BUSY_ROOM_WINDOW_MS = 25;
/**
 * From this many sockets (on this node) a room is always treated as busy: each message costs a
 * frame per recipient, so its flushes are spaced by the window even when they carry one event
 * each (a room of 1,000 filling up hears of its joins a few at a time, not one by one). Below
 * it, a lone event leaves on the next turn.
 */
export const BIG_ROOM_SOCKETS = 100;

/** A broadcast waiting in its room's queue. */
export type QueuedEmit =
  | (ServerEventEmit & { blurredExceptFor?: undefined })
  | (ServerEventEmit<'added' | 'edited'> & {
      /** Everyone but this participant gets the card with `text: null`. */
      blurredExceptFor: string;
    });

interface Queue {
  items: QueuedEmit[];
  /** Settled when these items were handed to socket.io (the acknowledgements wait for it). */
  sent: (() => void)[];
  /** The flush to come: on the next turn, or at the end of a busy room's window. */
  timer: NodeJS.Immediate | NodeJS.Timeout | null;
  /** The flush to come ends a busy room's window (rather than coming on the next turn). */
  windowed: boolean;
}

type EmitAny = (event: BatchedEventName | 'batch', payload: unknown) => boolean;

function withoutText(item: QueuedEmit): ServerEventEmit {
  if (!item.blurredExceptFor) {
    return { event: item.event, payload: item.payload } as ServerEventEmit;
  }
  const card: BoardCard = { ...item.payload.card, text: null };
  return { event: item.event, payload: { card } };
}

function plain(item: QueuedEmit): ServerEventEmit {
  return { event: item.event, payload: item.payload } as ServerEventEmit;
}

export type RoomBroadcasts = ReturnType<typeof createRoomBroadcasts>;

export function createRoomBroadcasts(io: RoomServer, windowMs = BUSY_ROOM_WINDOW_MS) {
  const queues = new Map<string, Queue>();
  let closing = false;

  /**
   * socket.io types emit's arguments per event, which TypeScript cannot pair with a union of
   * events; every item here was built as one event of the map with its own payload.
   */
  function deliver(target: ReturnType<RoomServer['to']>, events: ServerEventEmit[]): void {
    const emit = target.emit.bind(target) as EmitAny;
    const [only] = events;
    if (events.length === 1 && only) {
      emit(only.event, only.payload);
    } else if (events.length > 1) {
      emit('batch', { events });
    }
  }

  function flush(room: string): void {
    const queue = queues.get(room);
    if (!queue) {
      return;
    }
    if (queue.timer) {
      clearTimeout(queue.timer as NodeJS.Timeout);
      clearImmediate(queue.timer as NodeJS.Immediate);
      queue.timer = null;
      queue.windowed = false;
    }
    const { items, sent } = queue;
    queue.items = [];
    queue.sent = [];
    const big = (io.of('/').adapter.rooms.get(room)?.size ?? 0) >= BIG_ROOM_SOCKETS;
    if ((items.length > 1 || big) && !closing && items.length > 0) {
      // Busy: whatever comes next waits for the window's end, where this timer flushes it (or,
      // nothing having come, forgets the room).
      queue.timer = setTimeout(() => flush(room), windowMs);
      queue.windowed = true;
    } else {
      queues.delete(room);
    }
    const authors = [...new Set(items.flatMap((i) => (i.blurredExceptFor ? [i.blurredExceptFor] : [])))];
    if (authors.length === 0) {
      deliver(io.to(room), items.map(plain));
    } else {
      deliver(io.to(room).except(authors.map(participantRoom)), items.map(withoutText));
      for (const author of authors) {
        const theirs = items.map((i) =>
          i.blurredExceptFor && i.blurredExceptFor !== author ? withoutText(i) : plain(i),
        );
        deliver(io.to(participantRoom(author)), theirs);
      }
    }
    for (const settle of sent) {
      settle();
    }
  }

  /** Queues `items` for `room` and makes sure a flush is due; null when there is nothing. */
  function enqueue(room: string, items: readonly QueuedEmit[]): Queue | null {
    if (items.length === 0) {
      return null;
    }
    let queue = queues.get(room);
    if (!queue) {
      queue = { items: [], sent: [], timer: null, windowed: false };
      queues.set(room, queue);
    }
    queue.items.push(...items);
    if (!queue.timer) {
      queue.timer = setImmediate(() => flush(room));
    }
    return queue;
  }

  return {
    /**
     * Queues `items` for `room`, in order after what is queued already. Resolves once they were
     * handed to socket.io: an answer sent then comes after them (a newcomer's snapshot, which
     * must come after its own `joined`).
     */
    send(room: string, ...items: QueuedEmit[]): Promise<void> {
      const into = enqueue(room, items);
      return into ? new Promise<void>((resolve) => into.sent.push(resolve)) : Promise.resolve();
    },

    /**
     * Queues `items` as `send` does, for a sender who needs only its acknowledgement (a board
     * operation: the page draws the board from the room's news). Resolves as `send` in a quiet
     * room, but at once in a busy one, whose news wait for the end of its window (up
     * to 25 ms on every card). The room's news keep their order.
     */
    answerFirst(room: string, ...items: QueuedEmit[]): Promise<void> {
      const into = enqueue(room, items);
      if (!into || into.windowed) {
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => into.sent.push(resolve));
    },

    /**
     * For what must go out at once (the end of a retro): what these rooms have gathered goes
     * first, so nobody hears the end before the events that came before it.
     */
    flushNow(rooms: readonly string[]): void {
      for (const room of rooms) {
        flush(room);
      }
    },

    /** Sends everything still gathered (the gateway is closing). */
    dispose(): void {
      closing = true;
      for (const room of [...queues.keys()]) {
        flush(room);
      }
    },
  };
}
