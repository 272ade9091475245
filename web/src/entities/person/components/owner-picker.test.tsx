import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { OwnerPicker } from './owner-picker.tsx';

// Spec 001 §2.6: a person picker's options show the acronym (initials), the name and the e-mail;
// someone with no name yet is shown by e-mail, once, and can be picked like anyone else.

const LABELS = {
  owner: 'Owner',
  ownerPlaceholder: 'Search people',
  ownerSearching: 'Searching…',
  ownerNone: 'Nobody found',
};

function Picker({ onPick }: { onPick: (id: string | null) => void }) {
  const [name, setName] = useState('');
  return (
    <OwnerPicker
      labels={LABELS}
      name={name}
      onChange={(owner) => {
        setName(owner.name);
        onPick(owner.id);
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnerPicker', () => {
  it('shows initials, name and e-mail; an unnamed person by e-mail alone', async () => {
    const calls = fakeApi(() => [
      200,
      {
        items: [
          { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.org', initials: 'AL' },
          { id: 'u2', name: 'owner@example.org', email: 'owner@example.org', initials: 'O' },
        ],
      },
    ]);
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <Picker onPick={onPick} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Owner' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'o' } });

    const ada = await screen.findByRole('option', { name: /Ada Lovelace/ }, { timeout: 10_000 });
    expect(ada.textContent).toBe('ALAda Lovelaceada@example.org');
    const owner = screen.getByRole('option', { name: /owner@example\.org/ });
    expect(owner.textContent).toBe('Oowner@example.org');
    expect(calls.map((c) => c.url)).toContain('/api/actions/owners?q=o');

    fireEvent.click(owner);
    expect(onPick).toHaveBeenLastCalledWith('u2');
    expect((box as HTMLInputElement).value).toBe('owner@example.org');
  });
});
