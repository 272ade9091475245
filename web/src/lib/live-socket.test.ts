import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeSocket, fakeSockets } from './fake-socket.fixture.ts';
import { holdLiveSocket, type LiveHandle, missedNews, unanswered } from './live-socket.ts';

vi.mock('socket.io-client', async () => (await import('./fake-socket.fixture.ts')).fakeSocketIo());

// The tab's one socket: every page that needs the live connection holds the same one, each
// hears only through its own listeners, and it closes with the last holder.

const held: LiveHandle[] = [];
function hold(options?: { guestToken?: string | null }): LiveHandle {
  const live = holdLiveSocket(options);
  held.push(live);
  return live;
}

afterEach(() => {
  for (const live of held.splice(0)) {
    live.release();
  }
  fakeSockets.length = 0;
});

const only = (): FakeSocket => {
  expect(fakeSockets).toHaveLength(1);
  return fakeSockets[0] as FakeSocket;
};

describe('the live socket', () => {
  it('is one socket for every holder, closed when the last lets go, and made anew after', () => {
    const bell = hold();
    bell.connect();
    const board = hold();
    board.connect();
    const socket = only();
    expect(socket.connected).toBe(true);
    expect(board.socket).toBe(bell.socket);

    board.release();
    expect(socket.connected).toBe(true);
    bell.release();
    expect(socket.connected).toBe(false);

    hold().connect();
    expect(fakeSockets).toHaveLength(2);
    expect(fakeSockets[1]?.connected).toBe(true);
  });

  it('takes away only the listeners of the holder that lets go', () => {
    const bell = hold();
    const room = hold();
    const heard: string[] = [];
    bell.on('notification:count', () => heard.push('bell'));
    room.on('notification:count', () => heard.push('room'));
    room.release();
    only().fire('notification:count', { unread: 2 });
    expect(heard).toEqual(['bell']);
  });

  it("hands each event of a server's batch to its own listeners, in order", () => {
    const room = hold();
    const heard: string[] = [];
    room.on('joined', ({ participant }) => heard.push(`joined ${participant.name}`));
    room.on('left', ({ name }) => heard.push(`left ${name}`));
    only().fire('batch', {
      events: [
        { event: 'joined', payload: { participant: { id: 'p2', name: 'Ann' } } },
        { event: 'left', payload: { id: 'p3', name: 'Bob' } },
      ],
    });
    expect(heard).toEqual(['joined Ann', 'left Bob']);
  });

  it("asks for a guest's pass at each handshake, and forgets it with the room", () => {
    const room = hold({ guestToken: 'g'.repeat(20) });
    expect(only().handshakeAuth()).toEqual({ guestToken: 'g'.repeat(20) });
    room.release();
    const next = hold();
    next.connect();
    expect(fakeSockets[1]?.handshakeAuth()).toEqual({});
  });

  it('resyncs at once when already connected, then after each reconnect', () => {
    const bell = hold();
    bell.connect();
    const runs: boolean[] = [];
    const board = hold();
    board.onResync((again) => runs.push(again));
    expect(runs).toEqual([false]);
    only().fire('disconnect', 'transport close');
    only().fire('connect');
    expect(runs).toEqual([false, true]);
  });

  it('connects again by itself only when the server hung up', () => {
    const bell = hold();
    bell.connect();
    const socket = only();
    const connect = vi.spyOn(socket, 'connect');
    socket.fire('disconnect', 'transport close');
    expect(connect).not.toHaveBeenCalled();
    socket.fire('disconnect', 'io server disconnect');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(socket.connected).toBe(true);
  });

  it('answers an acknowledgement, or says it was never sent or never answered', async () => {
    const room = hold();
    expect(await room.emitWithAck('leave', {})).toMatchObject({ ok: false, code: 'OFFLINE' });
    expect(only().emitted).toEqual([]);

    room.connect();
    const answered = room.emitWithAck('clock', {});
    only().last('clock')?.reply({ ok: true, serverTime: 5 });
    expect(await answered).toEqual({ ok: true, serverTime: 5 });

    const lost = room.emitWithAck('clock', {});
    only().last('clock')?.expire();
    const ack = await lost;
    expect(ack).toMatchObject({ ok: false, code: 'TIMEOUT' });
    expect(unanswered(ack)).toBe(true);
    expect(unanswered({ ok: false, code: 'NOT_IN_ROOM' })).toBe(false);
  });
});

describe('missedNews', () => {
  it('reloads after a reconnect, and on the first connection only what was loaded before it', () => {
    expect(missedNews(true, 2_000, 1_000)).toBe(true);
    expect(missedNews(false, 500, 1_000)).toBe(true);
    expect(missedNews(false, 2_000, 1_000)).toBe(false);
    // Nothing loaded yet: its first load comes after the connection anyway.
    expect(missedNews(false, 0, 1_000)).toBe(false);
  });
});
