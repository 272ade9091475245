import { RedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../http/redis-link.ts';

// @socket.io/redis-adapter fires its Redis commands and forgets their promises: a publish that
// was in flight when the connection dropped rejected with "Socket closed unexpectedly", nobody
// caught it, and the process died just after acknowledging the operation that broadcast. While
// Redis is away its cross-node requests (fetchSockets, remote joins) also wait for answers that
// cannot come. This adapter catches every fire-and-forget command and, while Redis is down,
// behaves as the in-memory adapter: broadcasts and room lookups reach this node's sockets only.

type Options = Parameters<RedisAdapter['broadcast']>[1];
type Rooms = Parameters<RedisAdapter['addSockets']>[1];

/** The commands the adapter sends without awaiting them. */
const UNAWAITED = new Set(['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe']);
const SUBSCRIBING = new Set(['subscribe', 'pSubscribe']);

/** The client as the adapter sees it: the unawaited commands log their failures instead. */
function catching(client: RedisClient, log: FastifyBaseLogger): RedisClient {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') {
        return value;
      }
      if (typeof key !== 'string' || !UNAWAITED.has(key)) {
        return value.bind(target);
      }
      const call = (...args: unknown[]): Promise<unknown> => {
        let sent: unknown;
        try {
          sent = value.apply(target, args);
        } catch (error) {
          sent = Promise.reject(error);
        }
        return Promise.resolve(sent).catch((error: unknown) => {
          log.warn({ err: error }, `redis ${key} failed`);
          if (SUBSCRIBING.has(key) && target.isOpen) {
            // node-redis keeps only the subscriptions Redis confirmed: ask again once it is back.
            target.once('ready', () => void call(...args));
          }
        });
      };
      return call;
    },
  });
}

function localOnly(opts: Options): Options {
  return { ...opts, flags: { ...opts.flags, local: true } };
}

class ResilientRedisAdapter extends RedisAdapter {
  private readonly online: () => boolean;

  constructor(
    nsp: unknown,
    pub: RedisClient,
    sub: RedisClient,
    online: () => boolean,
    log: FastifyBaseLogger,
  ) {
    super(nsp, catching(pub, log), catching(sub, log));
    this.online = online;
  }

  override broadcast(packet: unknown, opts: Options): void {
    super.broadcast(packet, this.online() ? opts : localOnly(opts));
  }

  override broadcastWithAck(
    packet: unknown,
    opts: Options,
    clientCountCallback: (clientCount: number) => void,
    ack: (...args: unknown[]) => void,
  ): void {
    super.broadcastWithAck(packet, this.online() ? opts : localOnly(opts), clientCountCallback, ack);
  }

  override async fetchSockets(opts: Options): Promise<unknown[]> {
    if (!this.online()) {
      return super.fetchSockets(localOnly(opts));
    }
    try {
      return await super.fetchSockets(opts);
    } catch (error) {
      // Redis went away during the request: answer as the other requests now will.
      if (this.online()) {
        throw error;
      }
      return super.fetchSockets(localOnly(opts));
    }
  }

  override async allRooms(): ReturnType<RedisAdapter['allRooms']> {
    return this.online() ? super.allRooms() : new Set(this.rooms.keys());
  }

  override addSockets(opts: Options, rooms: Rooms): void {
    super.addSockets(this.online() ? opts : localOnly(opts), rooms);
  }

  override delSockets(opts: Options, rooms: Rooms): void {
    super.delSockets(this.online() ? opts : localOnly(opts), rooms);
  }

  override disconnectSockets(opts: Options, close: boolean): void {
    super.disconnectSockets(this.online() ? opts : localOnly(opts), close);
  }

  override serverSideEmit(packet: unknown[]): void {
    if (this.online()) {
      super.serverSideEmit(packet);
      return;
    }
    const ack = packet[packet.length - 1];
    if (typeof ack === 'function') {
      ack(null, []);
    }
  }

  override serverCount(): Promise<number> {
    return this.online() ? super.serverCount() : Promise.resolve(1);
  }
}

/** For `io.adapter(...)`, which constructs it per namespace: on `pub` and `sub`, local while offline. */
export function createResilientAdapter(
  pub: RedisClient,
  sub: RedisClient,
  online: () => boolean,
  log: FastifyBaseLogger,
) {
  return class extends ResilientRedisAdapter {
    constructor(nsp: unknown) {
      super(nsp, pub, sub, online, log);
    }
  };
}
