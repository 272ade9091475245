import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpAck } from '../board/use-board.ts';
import { AttendeeRow } from './attendee-row.tsx';

function people(n: number): RoomParticipant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Person ${i}`,
    role: i === 0 ? 'RETRO_ADMIN' : 'RETRO_USER',
    guest: i > 5,
    avatarUrl: null,
  }));
}

function renderRow(n: number) {
  render(
    <MantineProvider>
      <AttendeeRow participants={people(n)} meId="p0" />
    </MantineProvider>,
  );
}

describe('AttendeeRow', () => {
  it('shows everybody when six or fewer are in', () => {
    renderRow(6);
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows six and lists everyone behind +N', async () => {
    renderRow(9);
    expect(screen.getAllByRole('img')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Show all participants (3 more)' });
    expect(more.textContent).toBe('+3');
    fireEvent.click(more);
    expect(await screen.findByRole('menu', { name: MSG.retro.participants, hidden: true })).toBeTruthy();
    // jsdom never finishes the dropdown's transition, so it counts as hidden here.
    expect(screen.getAllByRole('menuitem', { hidden: true })).toHaveLength(9);
  });
});

describe('AttendeeRow avatars', () => {
  it('a participant whose picture fails to load keeps their initials and name', () => {
    const [first, ...rest] = people(3);
    const { container } = render(
      <MantineProvider>
        <AttendeeRow
          participants={[{ ...(first as RoomParticipant), avatarUrl: '/gone.png' }, ...rest]}
          meId="p0"
        />
      </MantineProvider>,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Person 0' }).textContent).toBe('P0');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});

describe('AttendeeRow facilitator handover', () => {
  const room: RoomParticipant[] = [
    { id: 'p0', name: 'Ada Admin', role: 'RETRO_ADMIN', guest: false, avatarUrl: null },
    { id: 'p1', name: 'Mia Member', role: 'RETRO_USER', guest: false, avatarUrl: null },
    { id: 'p2', name: 'Gina Guest', role: 'RETRO_USER', guest: true, avatarUrl: null },
  ];

  function renderWith(onHandOver?: (id: string) => Promise<OpAck>) {
    render(
      <MantineProvider env="test">
        <Notifications />
        <AttendeeRow participants={room} meId="p0" onHandOver={onHandOver} />
      </MantineProvider>,
    );
  }

  it('offers the admin the signed-in others only, and hands over after the confirmation', async () => {
    const onHandOver = vi.fn(async (_id: string) => ({ ok: true, participantId: 'p1' }) as OpAck);
    renderWith(onHandOver);
    fireEvent.click(screen.getByRole('button', { name: 'Hand over facilitation' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    // Not me, not the guest.
    expect(items.map((i) => i.textContent)).toEqual(['Make Mia Member facilitator']);
    fireEvent.click(items[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Hand over facilitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onHandOver).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Hand over facilitation' }));
    fireEvent.click(
      await screen.findByRole('menuitem', { name: 'Make Mia Member facilitator', hidden: true }),
    );
    const again = await screen.findByRole('dialog', { name: 'Hand over facilitation?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Hand over' })));
    expect(onHandOver).toHaveBeenCalledWith('p1');
  });

  it("shows the server's refusal and keeps the question open", async () => {
    renderWith(
      async () => ({ ok: false, code: 'HANDOVER_TARGET', message: MSG.board.handoverTarget }) as OpAck,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hand over facilitation' }));
    fireEvent.click(
      await screen.findByRole('menuitem', { name: 'Make Mia Member facilitator', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hand over facilitation?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' })));
    expect(await screen.findByText(MSG.board.handoverTarget)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Hand over facilitation?' })).toBeTruthy();
  });

  it('is not there for a member (no onHandOver), nor when only guests are with the admin', () => {
    renderWith(undefined);
    expect(screen.queryByRole('button', { name: 'Hand over facilitation' })).toBeNull();
    cleanup();
    render(
      <MantineProvider env="test">
        <AttendeeRow
          participants={room.filter((p) => p.id !== 'p1')}
          meId="p0"
          onHandOver={async () => ({ ok: true, participantId: 'x' }) as OpAck}
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Hand over facilitation' })).toBeNull();
  });
});
