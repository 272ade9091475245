// For web tests only: a socket.io client socket that records what the page emits and lets the
// test play the server's events. One copy for every page with a socket. Use it as
//   vi.mock('socket.io-client', async () => (await import('…/lib/fake-socket.fixture.ts')).fakeSocketIo());
// and read the sockets the tab opened from `fakeSockets`: lib/live-socket.ts opens one for all
// the pages holding it, and a new one once the last holder let go of the previous.

/** The handshake `auth` as socket.io-client takes it: an object, or a callback asked each time. */
type HandshakeAuth = Record<string, unknown> | ((send: (data: Record<string, unknown>) => void) => void);

type Handler = (...args: unknown[]) => void;

export interface FakeEmit {
  event: string;
  payload: unknown;
  /** Answers the emit's acknowledgement. */
  reply: (ack: unknown) => void;
  /** Lets the emit's acknowledgement time out, as socket.io-client does when no answer came. */
  expire: () => void;
}

export class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connected = false;
  /** As socket.io-client's: true from connect() (while connecting or retrying) to disconnect(). */
  active = false;
  emitted: FakeEmit[] = [];
  constructor(readonly options: { auth?: HandshakeAuth } = {}) {}
  /** The `auth` the next handshake would carry, a callback asked as socket.io-client asks it. */
  handshakeAuth(): Record<string, unknown> {
    const auth = this.options.auth;
    if (typeof auth !== 'function') {
      return auth ?? {};
    }
    let sent: Record<string, unknown> = {};
    auth((data) => {
      sent = data;
    });
    return sent;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  connect() {
    this.active = true;
    this.fire('connect');
    return this;
  }
  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, result: unknown) => void) => {
        this.emitted.push({
          event,
          payload,
          reply: (result) => ack(null, result),
          expire: () => ack(new Error('operation has timed out'), undefined),
        });
      },
    };
  }
  listeners(event: string) {
    return this.handlers.get(event) ?? [];
  }
  /** Plays a server event (or connect, disconnect …) to the page's listeners. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect' || event === 'disconnect') {
      this.connected = event === 'connect';
    }
    // A copy: a listener may add or remove others while the event is handed round.
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      handler(...args);
    }
  }
  /** The latest emit of `event`. */
  last(event: string): FakeEmit | undefined {
    return this.emitted.filter((e) => e.event === event).at(-1);
  }
}

/** Every socket the page opened, oldest first; empty it between tests. */
export const fakeSockets: FakeSocket[] = [];

/** The module that stands in for socket.io-client. */
export function fakeSocketIo() {
  return {
    io: (options: { auth?: HandshakeAuth } = {}) => {
      const socket = new FakeSocket(options);
      fakeSockets.push(socket);
      return socket;
    },
  };
}
