import type { z } from 'zod';
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

// The one typed map of the retro room's socket (DESIGN rule 5), for the server's
// Server<ClientToServerEvents, ServerToClientEvents> and the web's
// Socket<ServerToClientEvents, ClientToServerEvents>. The client → server half is made from the
// schema tables, so a message is named, parsed and typed in one place; docs/realtime.md lists
// the messages.

type ClientSchemas = typeof ZRoomRequests & BoardClientSchemas;
type ClientResults = RoomResults & BoardResults;

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
};

export interface ServerToClientEvents extends RoomServerEvents, BoardServerEvents {}
export type ServerEventName = keyof ServerToClientEvents;
