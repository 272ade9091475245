import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { AdmitAck, AdmitPayload, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdmissionPopup } from './admission-popup.tsx';

const ok: AdmitAck = { ok: true, admitted: 1, denied: 0 };

function entry(id: string, name: string, extra: Partial<WaitingEntry> = {}): WaitingEntry {
  return { id, name, guest: true, returning: false, ...extra };
}

function renderPopup(waiting: WaitingEntry[]) {
  const onDecide = vi.fn((_: AdmitPayload) => Promise.resolve(ok));
  render(
    <MantineProvider>
      <AdmissionPopup waiting={waiting} onDecide={onDecide} />
    </MantineProvider>,
  );
  return onDecide;
}

describe('AdmissionPopup', () => {
  it('shows nothing while nobody waits', () => {
    renderPopup([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks about one person by name', () => {
    const onDecide = renderPopup([entry('a', 'Gina Guest')]);
    const dialog = screen.getByRole('dialog', { name: 'Gina Guest wants to join' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admit' }));
    expect(onDecide).toHaveBeenCalledWith({ decision: 'admit', participantIds: ['a'] });
  });

  it('lists several people with per-person answers and answers for all', async () => {
    const onDecide = renderPopup([
      entry('a', 'Gina Guest', { returning: true }),
      entry('b', 'Walter Waiting'),
    ]);
    const dialog = screen.getByRole('dialog', { name: MSG.retro.moreWantToJoin });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny Walter Waiting' }));
    expect(onDecide).toHaveBeenLastCalledWith({ decision: 'deny', participantIds: ['b'] });
    // The buttons wait for the server's answer before taking another.
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allow all' }));
    expect(onDecide).toHaveBeenLastCalledWith({ decision: 'admit', all: true });
    expect(within(dialog).getByText('Returning')).toBeTruthy();
  });

  it('can be hidden until somebody new asks', () => {
    renderPopup([entry('a', 'Gina Guest')]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide join requests' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
