import type { z } from 'zod';
import type { NotificationEvent } from '../notifications/notification.schema.ts';
import {
  type BoardClientSchemas,
  type BoardResults,
  type BoardServerEvents,
  ZBoardOps,
  ZBoardRequests,
  ZConvertOps,
  ZEndingOps,
} from './retro-board.events.ts';
import { type Ack, type RoomResults, type RoomServerEvents, ZRoomRequests } from './retro-room.events.ts';
import {
  type SprintBoardResults,
  type SprintBoardServerEvents,
  ZSprintBoardRequests,
} from './sprint-board.events.ts';

// The one typed map of the app's socket (DESIGN rule 5): the retro room, its board, the sprint
// board and the notifications all travel on a tab's one connection. It types the server's
// Server<ClientToServerEvents, ServerToClientEvents> and the web's
// Socket<ServerToClientEvents, ClientToServerEvents>. The client → server half is made from the
// schema tables, so a message is named, parsed and typed in one place; docs/realtime.md lists
// the messages.

/** Largest JSON payload any one client message may carry, whichever feature sends it. */
export const SOCKET_MESSAGE_MAX_BYTES = 64 * 1024;

type ClientSchemas = typeof ZRoomRequests & BoardClientSchemas & typeof ZSprintBoardRequests;
type ClientResults = RoomResults & BoardResults & SprintBoardResults;

export type ClientEventName = keyof ClientSchemas;
/** A message's payload as its schema parses it. */
export type ClientPayload<E extends ClientEventName> = z.infer<ClientSchemas[E]>;
/** What a message answers on success, besides `ok: true`. */
export type ClientResult<E extends ClientEventName> = ClientResults[E];
export type ClientAck<E extends ClientEventName> = Ack<ClientResult<E>>;

/** Every client message carries an acknowledgement callback that receives its outcome. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientPayload<E>, ack: (result: ClientAck<E>) => void) => void;
};

/** The schema of every client message, which the server's guard parses before anything happens. */
export const ZClientMessages: { [E in ClientEventName]: z.ZodType<ClientPayload<E>> } = {
  ...ZRoomRequests,
  ...ZBoardOps,
  ...ZEndingOps,
  ...ZConvertOps,
  ...ZBoardRequests,
  ...ZSprintBoardRequests,
};

type OneByOneEvents = RoomServerEvents & BoardServerEvents;

/**
 * Events the server gathers per room over one event-loop turn or a short window, then sends as
 * one `batch` per recipient (or as themselves when only one is due). Admission and the end of a
 * retro (`admitted`, `declined`, `close`) always go out at once, after whatever was gathered.
 */
export type BatchedEventName = Exclude<keyof OneByOneEvents, 'admitted' | 'declined' | 'close'>;

/** One event with its payload, as a `batch` carries it. */
export type ServerEventEmit<E extends BatchedEventName = BatchedEventName> = {
  [K in E]: { event: K; payload: Parameters<OneByOneEvents[K]>[0] };
}[E];

export interface BatchServerEvents {
  /** Events in the order they happened; a client handles each as if it had come alone. */
  batch: (payload: { events: ServerEventEmit[] }) => void;
}

/** To a signed-in user's own room (`user:<id>`, every tab of theirs): a new notification. */
export interface NotificationServerEvents {
  'notification:new': (payload: NotificationEvent) => void;
  /** The unread count changed elsewhere (read in another tab): the bell follows. */
  'notification:count': (payload: { unread: number }) => void;
}

export interface ServerToClientEvents
  extends RoomServerEvents,
    BoardServerEvents,
    BatchServerEvents,
    SprintBoardServerEvents,
    NotificationServerEvents {}
export type ServerEventName = keyof ServerToClientEvents;

/** What unpacking needs of a socket.io client socket (the browser's, a test's, the bench's). */
interface BatchReceiver {
  on(event: 'batch', listener: (payload: { events: ServerEventEmit[] }) => void): unknown;
  // biome-ignore lint/complexity/noBannedTypes: socket.io-client lists an event's listeners untyped.
  listeners(event: string): Function[];
}

const unpacking = new WeakSet<BatchReceiver>();

/**
 * Makes a client socket hand each event of a `batch` to that event's own listeners, in order, as
 * if it had come alone: code that listens for `liked` or `joined` needs to know nothing of
 * batches. Once per socket: installing it again changes nothing.
 */
export function unpackBatches(socket: BatchReceiver): void {
  if (unpacking.has(socket)) {
    return;
  }
  unpacking.add(socket);
  socket.on('batch', ({ events }) => {
    for (const { event, payload } of events) {
      // A copy: a listener may remove itself (once) while the event is handed round.
      for (const listener of [...socket.listeners(event)]) {
        // As socket.io calls it: a `once` wrapper removes itself through `this`.
        listener.call(socket, payload);
      }
    }
  });
}
