import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
