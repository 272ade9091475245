// For web tests only: a socket.io client socket that records what the page emits and lets the
// test play the server's events. One copy for every page with a socket. Use it as
//   vi.mock('socket.io-client', async () => (await import('…/lib/fake-socket.fixture.ts')).fakeSocketIo());
// and read the sockets the page opened from `fakeSockets`.

type Handler = (...args: unknown[]) => void;

export interface FakeEmit {
  event: string;
  payload: unknown;
  /** Answers the emit's acknowledgement. */
  reply: (ack: unknown) => void;
}

export class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connected = false;
  active = true;
  emitted: FakeEmit[] = [];
  constructor(readonly options: { auth?: { guestToken?: string } } = {}) {}
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
    this.connected = true;
    this.fire('connect');
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, result: unknown) => void) => {
        this.emitted.push({ event, payload, reply: (result) => ack(null, result) });
      },
    };
  }
  listeners(event: string) {
    return this.handlers.get(event) ?? [];
  }
  /** Plays a server event (or connect, disconnect …) to the page's listeners. */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) {
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
    io: (options: { auth?: { guestToken?: string } } = {}) => {
      const socket = new FakeSocket(options);
      fakeSockets.push(socket);
      return socket;
    },
  };
}
