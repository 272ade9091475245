import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { SprintPanelAnswer, SprintPanelFull } from '@squadboard/domain/retro/sprint-panel.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSocket, fakeSockets } from '../../../lib/fake-socket.fixture.ts';
import { holdLiveSocket, type LiveHandle } from '../../../lib/live-socket.ts';
import { RoomToolbar } from '../tools/room-toolbar.tsx';
import { boardOf, snapshotOf } from '../tools/toolbar.fixture.ts';

vi.mock('socket.io-client', async () => (await import('../../../lib/fake-socket.fixture.ts')).fakeSocketIo());

// The room's Sprint panel: asked over the room's socket when the room opens and again
// on `sprintPanel:changed`; the Sprint button only once the answer tells of a sprint.

const item = {
  key: 'PAYS1',
  title: 'Checkout page',
  type: 'Task',
  status: 'Done',
  assignee: 'Mia Member',
  size: 3,
};
const full: SprintPanelFull = {
  view: 'full',
  sprint: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sprint 14',
    startDate: '2028-03-02',
    endDate: '2028-03-13',
    status: 'ACTIVE',
  },
  figures: {
    committedItems: 2,
    completedItems: 1,
    committedHours: 8,
    completedHours: 5,
    committedSize: 5,
    completedSize: 3,
  },
  added: { count: 0, items: [] },
  removed: { count: 0, items: [] },
  carried: { count: 1 },
  burndown: [
    { date: '2028-03-02', remainingItems: 2, remainingHours: 8 },
    { date: '2028-03-03', remainingItems: 1, remainingHours: 3 },
  ],
  done: [item as SprintPanelFull['done'][number]],
  notDone: [
    {
      ...item,
      key: 'PAYS2',
      title: 'Refund flow',
      status: 'New',
      assignee: null,
      size: null,
    } as SprintPanelFull['done'][number],
  ],
};

let room: LiveHandle;

beforeEach(() => {
  // The room's own hold, connected: the toolbar is on screen only once the room was entered.
  room = holdLiveSocket();
  socket().fire('connect');
});

afterEach(() => {
  room.release();
  fakeSockets.length = 0;
});

function socket(): FakeSocket {
  return fakeSockets.at(-1) as FakeSocket;
}

function renderToolbar(snapshot: RoomSnapshot = snapshotOf({ role: 'RETRO_USER' })) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RoomToolbar snapshot={snapshot} board={boardOf()} send={vi.fn() as never} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function answer(reply: SprintPanelAnswer) {
  const asked = socket().last('sprint_panel');
  expect(asked?.payload).toEqual({});
  await act(async () => asked?.reply({ ok: true, ...reply }));
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sprint' }));
  return screen.findByRole('dialog', { name: 'Sprint panel' });
}

describe('the Sprint panel', () => {
  it('asks when the room opens and shows a member the sprint, its figures, burndown and lists', async () => {
    renderToolbar();
    expect(screen.queryByRole('button', { name: 'Sprint' })).toBeNull();
    await answer({ panel: full, hidden: false });
    const drawer = await openPanel();
    expect(within(drawer).getByRole('heading', { name: 'Sprint 14' })).toBeTruthy();
    expect(within(drawer).getByText('Running')).toBeTruthy();
    const figures = within(drawer).getByRole('group', { name: 'Figures' });
    expect(within(figures).getByText('2 items · 8 h · 5 size')).toBeTruthy();
    expect(within(figures).getByText('1 items · 5 h · 3 size')).toBeTruthy();
    expect(within(drawer).getByTestId('burndown-chart')).toBeTruthy();
    const done = within(drawer).getByRole('table', { name: 'Done (1)' });
    expect(within(done).getByRole('columnheader', { name: 'Assignee' })).toBeTruthy();
    expect(within(done).getByText('Mia Member')).toBeTruthy();
    const notDone = within(drawer).getByRole('table', { name: 'Not done (1)' });
    expect(within(notDone).getByText('Refund flow')).toBeTruthy();
    // A member has no switch: it is the facilitator's.
    expect(within(drawer).queryByRole('switch')).toBeNull();
  });

  it('shows a guest keys and titles only', async () => {
    renderToolbar();
    await answer({
      panel: {
        ...full,
        view: 'keys',
        done: [{ key: 'PAYS1', title: 'Checkout page' }],
        notDone: [],
        added: { count: 0, items: [] },
        removed: { count: 0, items: [] },
      },
      hidden: false,
    });
    const drawer = await openPanel();
    const done = within(drawer).getByRole('table', { name: 'Done (1)' });
    expect(within(done).queryByRole('columnheader', { name: 'Assignee' })).toBeNull();
    expect(
      within(done)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Key', 'Title']);
    expect(within(drawer).getByText('Not done (0)')).toBeTruthy();
  });

  it('offers no Sprint button for a retro without a sprint', async () => {
    renderToolbar(snapshotOf());
    await answer({ panel: null, hidden: false });
    expect(screen.getByRole('button', { name: 'End Retro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sprint' })).toBeNull();
  });

  it('tells a member the facilitator hid it', async () => {
    renderToolbar();
    await answer({ panel: null, hidden: true });
    const drawer = await openPanel();
    expect(within(drawer).getByText('The facilitator has hidden the Sprint panel.')).toBeTruthy();
  });

  it('asks again on sprintPanel:changed and shows the new figures', async () => {
    renderToolbar();
    await answer({ panel: full, hidden: false });
    const drawer = await openPanel();
    const before = socket().emitted.filter((e) => e.event === 'sprint_panel').length;
    act(() => socket().fire('sprintPanel:changed'));
    expect(socket().emitted.filter((e) => e.event === 'sprint_panel')).toHaveLength(before + 1);
    await answer({ panel: { ...full, figures: { ...full.figures, completedItems: 2 } }, hidden: false });
    expect(within(drawer).getByText('2 items · 5 h · 3 size')).toBeTruthy();
  });

  it('gives the facilitator the switch, which hides the panel for everyone else', async () => {
    renderToolbar(snapshotOf());
    await answer({ panel: full, hidden: false });
    const drawer = await openPanel();
    const toggle = within(drawer).getByRole('switch', { name: 'Show the Sprint panel to everyone' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    const sent = socket().last('sprint_panel_visibility');
    expect(sent?.payload).toEqual({ shown: false });
    await act(async () => sent?.reply({ ok: true, hidden: true }));
    await answer({ panel: full, hidden: true });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(within(drawer).getByText('Hidden from the others: only you see it.')).toBeTruthy();
  });

  it('asks once per entry into the room, not for presence news', async () => {
    const snapshot = snapshotOf({ role: 'RETRO_USER' });
    const view = renderToolbar(snapshot);
    await answer({ panel: full, hidden: false });
    const asked = () => socket().emitted.filter((e) => e.event === 'sprint_panel').length;
    expect(asked()).toBe(1);
    const rerender = (next: RoomSnapshot) =>
      view.rerender(
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider env="test">
            <RoomToolbar snapshot={next} board={boardOf()} send={vi.fn() as never} />
          </MantineProvider>
        </QueryClientProvider>,
      );
    // Someone joined: the same entry.
    rerender({
      ...snapshot,
      participants: [{ id: 'p9', name: 'Noa', role: 'RETRO_USER', guest: false, avatarUrl: null }],
    });
    expect(asked()).toBe(1);
    // A new join (after a reconnect): a new snapshot from the server.
    rerender({ ...snapshot, serverTime: new Date(Date.now() + 5_000).toISOString() });
    expect(asked()).toBe(2);
  });

  it('keeps the last answer on screen while it asks again', async () => {
    renderToolbar();
    await answer({ panel: null, hidden: true });
    const drawer = await openPanel();
    act(() => socket().fire('sprintPanel:changed'));
    expect(within(drawer).getByText('The facilitator has hidden the Sprint panel.')).toBeTruthy();
  });
});
