import { MSG } from '@squadboard/domain';
import type { AckError } from '@squadboard/domain/realtime/retro-room.events';
import {
  type ClientAck,
  type ClientEventName,
  type ClientPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
  unpackBatches,
} from '@squadboard/domain/realtime/socket.events';
import { io, type Socket } from 'socket.io-client';

// The tab's one live connection (docs/realtime.md "One socket per tab"). The bell, the retro
// room and the sprint board each hold it while they are on screen; it is made by the first of
// them and closed when the last lets go, so a signed-in tab counts once against the server's
// sockets-per-person cap, and socket.io-client is fetched only with the first page (or the idle
// bell chunk) that imports this file. A page that goes says so on the socket (`leave`,
// `sprint:unwatch`): the connection stays for the others.

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a message waits for its acknowledgement before it counts as unanswered. */
const ACK_TIMEOUT_MS = 10_000;

const OFFLINE: AckError = { ok: false, code: 'OFFLINE', message: MSG.generic.somethingWentWrong };
const TIMED_OUT: AckError = { ok: false, code: 'TIMEOUT', message: MSG.generic.somethingWentWrong };

/** Whether the acknowledgement is this client's own: nothing was sent, or no answer came in time. */
export function unanswered(ack: { ok: boolean; code?: string }): boolean {
  return !ack.ok && (ack.code === OFFLINE.code || ack.code === TIMED_OUT.code);
}

/**
 * Whether data on screen may lack news the socket carried while nobody listened: always after a
 * reconnect, and on the first connection when the data was loaded before listening began.
 */
export function missedNews(again: boolean, loadedAt: number, listeningSince: number): boolean {
  return again || (loadedAt > 0 && loadedAt < listeningSince);
}

type Listen = LiveSocket['on'];
type Listener = (...args: never[]) => void;

export interface LiveHandle {
  /** The shared socket, to read `connected` and `active`; listen through `on`, never on it. */
  readonly socket: LiveSocket;
  /** Listens on the shared socket; the listener goes with `release`, the socket's others stay. */
  on: Listen;
  /**
   * `resync` runs at every connection from now on, at once if the socket is connected already:
   * the place to join a room or watch a board again. `again` is false the first time it runs.
   * Call it after the other listeners are in place.
   */
  onResync(resync: (again: boolean) => void): void;
  /** Opens the connection when it is not open nor being opened (the first time, or after a refusal). */
  connect(): void;
  /** Sends a message; resolves with its acknowledgement, or OFFLINE / TIMEOUT of the client's own. */
  emitWithAck<E extends ClientEventName>(event: E, payload: ClientPayload<E>): Promise<ClientAck<E>>;
  /** This holder is done: its listeners go, and the socket closes with the last holder. */
  release(): void;
}

function emitWithAck<E extends ClientEventName>(
  socket: LiveSocket,
  event: E,
  payload: ClientPayload<E>,
): Promise<ClientAck<E>> {
  if (!socket.connected) {
    // socket.io would keep it and send it after the reconnect, when each holder's resync has
    // already done what is due: an operation then goes twice, a join into the wrong state.
    return Promise.resolve(OFFLINE);
  }
  return new Promise((resolve) => {
    // socket.io types emit's arguments from the map as Parameters<map[E]>, which TypeScript
    // cannot build while E is generic; this is the map's own shape (payload, then the ack).
    const timed = socket.timeout(ACK_TIMEOUT_MS) as unknown as {
      emit(event: E, payload: ClientPayload<E>, ack: (error: Error | null, ack: ClientAck<E>) => void): void;
    };
    timed.emit(event, payload, (error, ack) => resolve(error ? TIMED_OUT : ack));
  });
}

let shared: { socket: LiveSocket; holders: number } | null = null;
/** A guest's pass, set by the room for the handshakes while it holds the socket. */
let guestToken: string | null = null;

function open(): LiveSocket {
  const socket: LiveSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    // Asked at every (re)connect, so the handshake carries the pass the room holds now; a
    // signed-in tab is known by its session cookie, which wins over any pass on the server.
    auth: (send) => send(guestToken ? { guestToken } : {}),
    withCredentials: true,
    autoConnect: false,
  });
  // Coalesced room news (a `batch`) reaches each event's listeners as if it had come alone.
  unpackBatches(socket);
  socket.on('disconnect', (reason) => {
    // The server hung up (a session check, a restart): socket.io retries only when asked to. If
    // the session is over, the handshake is refused and the holders hear `connect_error`.
    if (reason === 'io server disconnect') {
      socket.connect();
    }
  });
  return socket;
}

/**
 * Holds the tab's socket, making it if nobody holds it. `guest`: the room's guest pass for the
 * handshake while this holder lives (only a guest's room has one; it never shares the socket
 * with a bell, which only signed-in tabs have).
 */
export function holdLiveSocket(options: { guestToken?: string | null } = {}): LiveHandle {
  if (!shared) {
    shared = { socket: open(), holders: 0 };
  }
  const mine = shared;
  mine.holders += 1;
  const socket = mine.socket;
  const ownToken = options.guestToken ?? null;
  if (ownToken) {
    guestToken = ownToken;
  }
  // What `on` registered, to take away again: the typed `on` pairs each event with its
  // listener for the callers; kept here, the pairs need only be removed as they were added.
  const untyped = socket as unknown as {
    on(event: string, fn: Listener): void;
    off(event: string, fn: Listener): void;
  };
  const listeners: [string, Listener][] = [];
  let released = false;

  const on = ((event: string, listener: Listener) => {
    listeners.push([event, listener]);
    untyped.on(event, listener);
    return socket;
  }) as Listen;

  return {
    socket,
    on,
    onResync(resync) {
      let seen = false;
      const run = () => {
        const again = seen;
        seen = true;
        resync(again);
      };
      on('connect', run);
      if (socket.connected) {
        run();
      }
    },
    connect() {
      if (!released && !socket.connected && !socket.active) {
        socket.connect();
      }
    },
    emitWithAck: (event, payload) => emitWithAck(socket, event, payload),
    release() {
      if (released) {
        return;
      }
      released = true;
      for (const [event, listener] of listeners) {
        untyped.off(event, listener);
      }
      if (ownToken && guestToken === ownToken) {
        guestToken = null;
      }
      mine.holders -= 1;
      if (mine.holders === 0 && shared === mine) {
        shared = null;
        socket.disconnect();
      }
    },
  };
}
