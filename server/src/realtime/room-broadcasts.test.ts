import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomBroadcasts, type QueuedEmit } from './room-broadcasts.ts';
import { participantRoom, type RoomServer, retroRoom } from './room-types.ts';

// The coalescer against a bare socket.io server and real clients: what each recipient receives,
// message by message. Sockets name their rooms in the handshake; nothing else is involved.

const ROOM = retroRoom('r1');
let http: HttpServer;
let io: RoomServer;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  http = createServer();
  io = new Server(http) as RoomServer;
  io.on('connection', (socket) => {
    void socket.join(socket.handshake.auth.rooms as string[]);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of open) {
    socket.close();
  }
  await io.close();
});

/** A client in `rooms` that records every message it receives, as received. */
async function recipient(...rooms: string[]) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { rooms } });
  open.push(socket);
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received };
}

/** Resolves when every client got `marker` (sent after everything else): nothing else is on the way. */
async function settled(broadcasts: ReturnType<typeof createRoomBroadcasts>, clients: { socket: Socket }[]) {
  const heard = clients.map(({ socket }) => new Promise((resolve) => socket.once('timer', resolve)));
  await broadcasts.send(ROOM, {
    event: 'timer',
    payload: { timer: { running: false, seconds: 0, endsAt: null } },
  });
  await Promise.all(heard);
}

const liked = (participantId: string): QueuedEmit => ({
  event: 'liked',
  payload: { cardId: 'c1', participantId, liked: true },
});

function card(id: string, authorId: string, text: string): BoardCard {
  return {
    id,
    columnId: 'col',
    rank: 'm',
    groupId: null,
    text,
    authorId,
    authorName: authorId,
    likes: [],
    reactions: [],
    actionIds: [],
    workItems: [],
    editingBy: null,
  };
}

describe('coalesced room broadcasts', () => {
  it('sends what one turn gathered as one batch per recipient, in order, and a lone event as itself', async () => {
    const broadcasts = createRoomBroadcasts(io);
    const clients = [await recipient(ROOM), await recipient(ROOM)];
    const sent = [broadcasts.send(ROOM, liked('p1')), broadcasts.send(ROOM, liked('p2'), liked('p3'))];
    await Promise.all(sent);
    await settled(broadcasts, clients);
    for (const { received } of clients) {
      expect(received.map((m) => m.event)).toEqual(['batch', 'timer']);
      expect(received[0]?.payload).toEqual({ events: [liked('p1'), liked('p2'), liked('p3')] });
    }
    broadcasts.dispose();
  });

  it('keeps a busy room gathering for a short window after a batch', async () => {
    const broadcasts = createRoomBroadcasts(io, 500);
    const client = await recipient(ROOM);
    await broadcasts.send(ROOM, liked('p1'), liked('p2'));
    // Two more turns, each with one event: within the window, they travel together.
    const later = [broadcasts.send(ROOM, liked('p3'))];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(broadcasts.send(ROOM, liked('p4')));
    await Promise.all(later);
    await settled(broadcasts, [client]);
    expect(client.received.map((m) => m.payload)).toEqual([
      { events: [liked('p1'), liked('p2')] },
      { events: [liked('p3'), liked('p4')] },
      { timer: { running: false, seconds: 0, endsAt: null } },
    ]);
    broadcasts.dispose();
  });

  it('tells a sender its news are on the way at once in a busy room, and after the hand-off in a quiet one', async () => {
    const broadcasts = createRoomBroadcasts(io, 60_000);
    const client = await recipient(ROOM);
    // Quiet: resolved once handed to socket.io, which the client then receives first.
    await broadcasts.answerFirst(ROOM, liked('p1'), liked('p2'));
    // Busy now (that flush carried two): the next news wait for a window of a minute, yet the
    // sender's acknowledgement would not (were it to wait, this would time out).
    await broadcasts.answerFirst(ROOM, liked('p3'));
    broadcasts.flushNow([ROOM]);
    await settled(broadcasts, [client]);
    expect(client.received.map((m) => m.payload)).toEqual([
      { events: [liked('p1'), liked('p2')] },
      liked('p3').payload,
      { timer: { running: false, seconds: 0, endsAt: null } },
    ]);
    broadcasts.dispose();
  });

  it('gives each author their own text and everyone else none, within one batch', async () => {
    const broadcasts = createRoomBroadcasts(io);
    const ann = await recipient(ROOM, participantRoom('ann'));
    const annOtherTab = await recipient(ROOM, participantRoom('ann'));
    const bob = await recipient(ROOM, participantRoom('bob'));
    const admin = await recipient(ROOM, participantRoom('admin'));
    const annCard = card('c-ann', 'ann', 'Ann secret');
    const bobCard = card('c-bob', 'bob', 'Bob secret');
    await broadcasts.send(
      ROOM,
      { event: 'added', payload: { card: annCard }, blurredExceptFor: 'ann' },
      liked('admin'),
      { event: 'edited', payload: { card: bobCard }, blurredExceptFor: 'bob' },
    );
    await settled(broadcasts, [ann, annOtherTab, bob, admin]);
    const batchOf = (texts: [string | null, string | null]) => ({
      events: [
        { event: 'added', payload: { card: { ...annCard, text: texts[0] } } },
        liked('admin'),
        { event: 'edited', payload: { card: { ...bobCard, text: texts[1] } } },
      ],
    });
    for (const { received } of [ann, annOtherTab]) {
      expect(received.map((m) => m.payload)).toEqual([batchOf(['Ann secret', null]), expect.anything()]);
    }
    expect(bob.received.map((m) => m.payload)).toEqual([batchOf([null, 'Bob secret']), expect.anything()]);
    expect(admin.received.map((m) => m.payload)).toEqual([batchOf([null, null]), expect.anything()]);
    broadcasts.dispose();
  });

  it('sends what was gathered before an event that must go at once', async () => {
    const broadcasts = createRoomBroadcasts(io);
    const client = await recipient(ROOM);
    const gathered = broadcasts.send(ROOM, liked('p1'));
    broadcasts.flushNow([ROOM]);
    io.to(ROOM).emit('close', { status: 'COMPLETED' });
    await gathered;
    await settled(broadcasts, [client]);
    expect(client.received.map((m) => m.event)).toEqual(['liked', 'close', 'timer']);
    broadcasts.dispose();
  });
});
