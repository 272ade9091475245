import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG, type SessionUser } from '@squadboard/domain';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { JoinAck, RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestPassKey } from '../../entities/retro/guest-pass.ts';
import { type FakeSocket, fakeSockets } from '../../lib/fake-socket.fixture.ts';
import { holdLiveSocket } from '../../lib/live-socket.ts';
import { RetroRoomPage } from './retro-room-page.tsx';

// The page against a fake socket: what each server message does to the screen.

vi.mock('socket.io-client', async () => (await import('../../lib/fake-socket.fixture.ts')).fakeSocketIo());
const sockets = fakeSockets;

const ROOM = 'MTI-zND-U2N-zg5-MA=-=';
const user = {
  id: 'u1',
  email: 'lead@example.com',
  firstName: 'Lena',
  lastName: 'Lead',
  avatarUrl: null,
} as unknown as SessionUser;

function snapshot(extra: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return {
    retro: {
      id: 'r1',
      meetingId: '1234567890',
      room: ROOM,
      title: 'Sprint 7 retro',
      squadName: 'Core',
      status: 'INPROGRESS',
      scheduledAt: '2026-11-22T09:00:00.000Z',
      startedAt: '2026-11-22T09:00:00.000Z',
      endedAt: null,
      mood: null,
      columns: ['Went well', 'To improve'],
    },
    role: 'RETRO_ADMIN',
    me: { id: 'p1', name: 'Lena Lead' },
    participants: [{ id: 'p1', name: 'Lena Lead', role: 'RETRO_ADMIN', guest: false, avatarUrl: null }],
    waiting: [],
    serverTime: '2026-11-22T09:05:00.000Z',
    mode: 'live',
    ...extra,
  };
}

function renderRoom(who: SessionUser | null) {
  const router = createMemoryRouter(
    [
      { path: '/retro-session/:id', element: <RetroRoomPage user={who} topBarActions={null} /> },
      { path: '/join-retro/:id', element: <p>join page</p> },
      { path: '/join-retro', element: <p>join page</p> },
      { path: '/retro/retro-list', element: <p>retro list</p> },
    ],
    { initialEntries: [`/retro-session/${ROOM}`] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

function socket(): FakeSocket {
  const last = sockets[sockets.length - 1];
  if (!last) {
    throw new Error('no socket');
  }
  return last;
}

/** Answers the latest join; the page reads the answer once its promise settles. */
async function answerJoin(ack: JoinAck) {
  await act(async () => socket().last('join')?.reply(ack));
}

const BOARD: Board = {
  columns: [
    { id: 'c1', name: 'Went well', position: 0, editingBy: null },
    { id: 'c2', name: 'To improve', position: 1, editingBy: null },
  ],
  cards: [],
  blur: false,
  groups: [],
  facilitation: { phase: null, votes: null, discussId: null },
  timer: { running: false, seconds: 300, endsAt: null },
  moodVote: null,
  review: { enabled: false, items: [] },
};

async function answerSync(board: Board = BOARD) {
  const syncs = socket().emitted.filter((e) => e.event === 'sync');
  await act(async () => syncs[syncs.length - 1]?.reply({ ok: true, board }));
}

describe('RetroRoomPage', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => localStorage.clear());

  it('sends a visitor without a guest pass to the join page', () => {
    const router = renderRoom(null);
    expect(router.state.location.pathname).toBe(`/join-retro/${ROOM}`);
  });

  it('joins the room and shows the board once admitted', async () => {
    renderRoom(user);
    expect(screen.getByRole('status', { name: 'Connecting to the retro…' })).toBeTruthy();
    expect(socket().last('join')?.payload).toEqual({ room: ROOM });
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    expect(screen.getByRole('heading', { level: 1, name: 'Sprint 7 retro' })).toBeTruthy();
    expect(screen.getByText('Event ID: 1234567890')).toBeTruthy();
    // The board comes with the answer to sync.
    expect(screen.getByRole('status', { name: 'Loading the board…' })).toBeTruthy();
    await answerSync();
    expect(screen.getByRole('region', { name: 'Column To improve' })).toBeTruthy();
    // Started five minutes before the server's clock, whatever this machine's clock says.
    expect(screen.getByRole('timer').textContent).toMatch(/^0[5-9]:\d\d$/);
  });

  it("loads each column's first cards, then the whole board, keeping the news heard meanwhile", async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    const card = (n: number, text = `Card ${n}`): BoardCard => ({
      id: `k${n}`,
      columnId: 'c1',
      rank: `a${String(n).padStart(3, '0')}`,
      text,
      authorId: 'p1',
      authorName: 'Lena Lead',
      likes: [],
      reactions: [],
      actionIds: [],
      workItems: [],
      groupId: null,
      editingBy: null,
    });
    const cards = (count: number) => Array.from({ length: count }, (_, n) => card(n));
    const syncsSent = () =>
      socket()
        .emitted.filter((e) => e.event === 'sync')
        .map((e) => e.payload);
    expect(syncsSent()).toEqual([{ cardsPerColumn: 40 }]);
    // A full first column may hold more: the whole board is asked for next.
    await answerSync({ ...BOARD, cards: cards(40) });
    expect(screen.getByText('Card 0')).toBeTruthy();
    expect(syncsSent()).toEqual([{ cardsPerColumn: 40 }, {}]);
    // A card added after the server read the whole board, heard before its answer, stays.
    act(() => socket().fire('added', { card: { ...card(99, 'Added meanwhile'), rank: 'Zz' } }));
    await answerSync({ ...BOARD, cards: cards(45) });
    expect(screen.getByText('Added meanwhile')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Show more/ })).toBeTruthy();
  });

  it('asks for the board once when its first cards are all of it', async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    await answerSync();
    expect(socket().emitted.filter((e) => e.event === 'sync')).toHaveLength(1);
  });

  it('waits, then joins again when admitted', async () => {
    localStorage.setItem(guestPassKey(ROOM), JSON.stringify({ token: 'x'.repeat(20), name: 'Gina Guest' }));
    renderRoom(null);
    expect(socket().handshakeAuth()).toEqual({ guestToken: 'x'.repeat(20) });
    await answerJoin({ ok: true, state: 'waiting', returning: false });
    expect(screen.getByText(MSG.retro.waitLetIn)).toBeTruthy();
    const joinsBefore = socket().emitted.length;
    act(() => socket().fire('admitted'));
    expect(socket().emitted.length).toBe(joinsBefore + 1);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot({ role: 'RETRO_USER' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Sprint 7 retro' })).toBeTruthy();
  });

  it('a declined guest loses the pass and goes back to the join page', async () => {
    localStorage.setItem(guestPassKey(ROOM), JSON.stringify({ token: 'x'.repeat(20), name: 'Gina Guest' }));
    const router = renderRoom(null);
    await answerJoin({ ok: true, state: 'waiting', returning: true });
    expect(screen.getByText(MSG.retro.waitReturning)).toBeTruthy();
    act(() => socket().fire('declined', { message: MSG.retro.declined }));
    expect(router.state.location.pathname).toBe(`/join-retro/${ROOM}`);
    expect(localStorage.getItem(guestPassKey(ROOM))).toBeNull();
  });

  it('shows the admin who waits and who left', async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    act(() =>
      socket().fire('userJoin', {
        waiting: [{ id: 'w1', name: 'Walter Waiting', guest: true, returning: false }],
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Walter Waiting wants to join' })).toBeTruthy();
    act(() => socket().fire('left', { id: 'p9', name: 'Pat Person' }));
    expect(screen.getByText(MSG.retro.hasLeft('Pat Person'))).toBeTruthy();
  });

  it('follows who is in and who waits by difference, also when the news comes in one batch', async () => {
    renderRoom(user);
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({ waiting: [{ id: 'w1', name: 'Walter Waiting', guest: true, returning: false }] }),
    });
    expect(screen.getByRole('dialog', { name: 'Walter Waiting wants to join' })).toBeTruthy();
    const pat = { id: 'p9', name: 'Pat Person', role: 'RETRO_USER' as const, guest: true, avatarUrl: null };
    act(() =>
      socket().fire('batch', {
        events: [
          { event: 'joined', payload: { participant: pat } },
          {
            event: 'userJoin',
            payload: { waiting: [{ id: 'w2', name: 'Wendy Waits', guest: true, returning: false }] },
          },
          { event: 'waitingLeft', payload: { ids: ['w1'] } },
        ],
      }),
    );
    expect(screen.getByRole('img', { name: 'Pat Person' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lena Lead' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Walter Waiting wants to join' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Wendy Waits wants to join' })).toBeTruthy();

    // Entering again (another tab, a new role) replaces the entry; leaving takes it away.
    act(() => socket().fire('joined', { participant: pat }));
    expect(screen.getAllByRole('img', { name: 'Pat Person' })).toHaveLength(1);
    act(() =>
      socket().fire('batch', { events: [{ event: 'left', payload: { id: 'p9', name: 'Pat Person' } }] }),
    );
    expect(screen.getByText(MSG.retro.hasLeft('Pat Person'))).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Pat Person' })).toBeNull();
  });

  it('a refused identity at the handshake goes to the join page', () => {
    const router = renderRoom(user);
    act(() => socket().fire('connect_error', new Error('SESSION_EXPIRED')));
    expect(router.state.location.pathname).toBe(`/join-retro/${ROOM}`);
  });

  it('a handshake refused for too many connections says so in words', () => {
    renderRoom(user);
    const refused = Object.assign(new Error('TOO_MANY_CONNECTIONS'), {
      data: { code: 'TOO_MANY_CONNECTIONS', message: MSG.room.tooManyConnections },
    });
    act(() => {
      socket().active = false;
      socket().fire('connect_error', refused);
    });
    expect(screen.getByText(MSG.room.tooManyConnections)).toBeTruthy();
    expect(screen.queryByText('TOO_MANY_CONNECTIONS')).toBeNull();
  });

  it('an admin starts a scheduled retro from its room', async () => {
    renderRoom(user);
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({
        mode: 'not-started',
        retro: { ...snapshot().retro, status: 'SCHEDULED', startedAt: null },
      }),
    });
    expect(screen.getByRole('button', { name: 'Start retro' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:00');
  });

  it('a completed retro opens read-only, with its mood and a stopped clock, and no join requests', async () => {
    renderRoom(user);
    const retro = {
      ...snapshot().retro,
      status: 'COMPLETED' as const,
      endedAt: '2026-11-22T10:01:02.000Z',
      mood: 'happy' as const,
    };
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({
        mode: 'read-only',
        retro,
        waiting: [{ id: 'w1', name: 'Walter Waiting', guest: true, returning: false }],
      }),
    });
    expect(screen.getByRole('note').textContent).toContain('read-only');
    expect(screen.getByText('Team mood: Happy')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:01:02');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a completed close joins again for the read-only board', async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    const before = socket().emitted.length;
    act(() => socket().fire('close', { status: 'COMPLETED' }));
    expect(socket().emitted.length).toBe(before + 1);
    expect(socket().last('join')?.payload).toEqual({ room: ROOM });
  });
});

describe('RetroRoomPage: facilitation (issue 20)', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => localStorage.clear());

  const mia = { id: 'p2', name: 'Mia Member', role: 'RETRO_USER' as const, guest: false, avatarUrl: null };

  it('shows the facilitation bar above the live board, following the broadcast phase', async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    await answerSync();
    const bar = screen.getByRole('region', { name: 'Facilitation' });
    expect(within(bar).getByRole('button', { name: 'Start facilitation' })).toBeTruthy();
    act(() => socket().fire('facilitation', { facilitation: { phase: 'vote', votes: 3, discussId: null } }));
    expect(screen.getByRole('button', { name: 'Vote' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('3 of 3 votes left')).toBeTruthy();
  });

  it('the admin hands the room over to a signed-in participant', async () => {
    renderRoom(user);
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({ participants: [...snapshot().participants, mia] }),
    });
    await answerSync();
    fireEvent.click(screen.getByRole('button', { name: 'Hand over facilitation' }));
    fireEvent.click(
      await screen.findByRole('menuitem', { name: 'Make Mia Member facilitator', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hand over facilitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    const sent = socket().last('handover');
    expect(sent?.payload).toMatchObject({ participantId: 'p2' });
    await act(async () => sent?.reply({ ok: true, participantId: 'p2' }));
    // Closed once the server agreed (after the modal's exit transition).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hand over facilitation?' })).toBeNull());
  });

  it('a member has no handover', async () => {
    renderRoom(user);
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({ role: 'RETRO_USER', participants: [...snapshot().participants, mia] }),
    });
    await answerSync();
    expect(screen.queryByRole('button', { name: 'Hand over facilitation' })).toBeNull();
  });

  it('everyone hears who facilitates now, or that the room went back to its admins', async () => {
    renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    await answerSync();
    act(() => socket().fire('handedOver', { participantId: 'p2', name: 'Mia Member' }));
    expect(await screen.findByText(MSG.board.facilitatorChanged('Mia Member'))).toBeTruthy();
    act(() => socket().fire('handedOver', { participantId: null, name: '' }));
    expect(await screen.findByText(MSG.board.facilitationReturned)).toBeTruthy();
  });
});

describe('RetroRoomPage: the way out', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => localStorage.clear());

  const leaveButton = () => screen.getByRole('button', { name: 'Leave' });

  it('a member leaves for the retro list: the room hears it at once, and the unheld socket closes', async () => {
    const router = renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot({ role: 'RETRO_USER' }) });
    const open = socket();
    act(() => fireEvent.click(leaveButton()));
    expect(open.emitted.filter((e) => e.event === 'leave')).toHaveLength(1);
    // Nothing else held it (no bell in this test): the tab's socket closes with the room.
    expect(open.connected).toBe(false);
    expect(router.state.location.pathname).toBe('/retro/retro-list');
  });

  it("shares the bell's socket: leaving says so on it and leaves it open for the bell", async () => {
    // The bell (lib/live-socket.ts's other holder on a signed-in page) holds the socket first.
    const bell = holdLiveSocket();
    bell.connect();
    const router = renderRoom(user);
    expect(sockets).toHaveLength(1);
    // Connected already: the room joins at once, on the same socket.
    expect(socket().last('join')?.payload).toEqual({ room: ROOM });
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot({ role: 'RETRO_USER' }) });
    act(() => fireEvent.click(leaveButton()));
    expect(router.state.location.pathname).toBe('/retro/retro-list');
    expect(socket().emitted.filter((e) => e.event === 'leave')).toHaveLength(1);
    expect(socket().connected).toBe(true);
    // The room's listeners went with it; the bell's stay.
    expect(socket().listeners('joined')).toHaveLength(0);
    bell.release();
    expect(socket().connected).toBe(false);
  });

  it('a guest leaves for the join page and forgets the pass, even from the waiting room', async () => {
    localStorage.setItem(guestPassKey(ROOM), JSON.stringify({ token: 'x'.repeat(20), name: 'Gina Guest' }));
    const router = renderRoom(null);
    await answerJoin({ ok: true, state: 'waiting', returning: false });
    // One Leave: the top bar's.
    expect(screen.getAllByRole('button', { name: 'Leave' })).toHaveLength(1);
    act(() => fireEvent.click(leaveButton()));
    expect(router.state.location.pathname).toBe('/join-retro');
    expect(localStorage.getItem(guestPassKey(ROOM))).toBeNull();
  });

  it('the admin of an ended retro leaves too, and the back button works again', async () => {
    const pushState = vi.spyOn(window.history, 'pushState');
    const router = renderRoom(user);
    await answerJoin({ ok: true, state: 'admitted', snapshot: snapshot() });
    // Live: the back button is trapped.
    expect(pushState).toHaveBeenCalled();
    pushState.mockClear();
    act(() => socket().fire('close', { status: 'COMPLETED' }));
    await answerJoin({
      ok: true,
      state: 'admitted',
      snapshot: snapshot({ mode: 'read-only', retro: { ...snapshot().retro, status: 'COMPLETED' } }),
    });
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(pushState).not.toHaveBeenCalled();
    pushState.mockRestore();
    act(() => fireEvent.click(leaveButton()));
    expect(router.state.location.pathname).toBe('/retro/retro-list');
  });

  it('a guest turned away from an ended retro loses the pass', async () => {
    localStorage.setItem(guestPassKey(ROOM), JSON.stringify({ token: 'x'.repeat(20), name: 'Gina Guest' }));
    const router = renderRoom(null);
    await answerJoin({ ok: false, code: 'RETRO_ENDED', message: MSG.room.ended });
    expect(router.state.location.pathname).toBe(`/join-retro/${ROOM}`);
    expect(localStorage.getItem(guestPassKey(ROOM))).toBeNull();
  });
});
