import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { CalendarFeedSettings } from './calendar-feed-settings.tsx';

// Account Settings → "Calendar feed" against a fake API: the address is shown once, when made,
// with Copy; a new address and revoking each ask first and say what stops working.

const PATH = '/api/calendar/feed';
const MADE = '2026-12-01T09:00:00.000Z';
const URL_ONE = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
const URL_TWO = `http://localhost:3000/api/calendar/${'b'.repeat(43)}.ics`;

/** The server's calendar_feeds row for this person: none, or made at MADE. */
function serve(initially: 'none' | 'made') {
  let exists = initially === 'made';
  const urls = [URL_ONE, URL_TWO];
  return fakeApi((call) => {
    if (call.url !== PATH) {
      return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
    }
    if (call.method === 'POST') {
      exists = true;
      return [201, { url: urls.shift(), createdAt: MADE }];
    }
    if (call.method === 'DELETE') {
      exists = false;
      // The real answer is 204 without a body; the fake answers every call with JSON.
      return [200, null];
    }
    return [200, { feed: exists ? { createdAt: MADE, lastReadAt: null } : null }];
  });
}

function renderSettings(superAdmin = false) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <CalendarFeedSettings superAdmin={superAdmin} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);
const addressField = () =>
  screen.queryByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement | null;

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CalendarFeedSettings', () => {
  it('makes an address and shows it once, with Copy', async () => {
    const calls = serve('none');
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    expect(screen.queryByText(/not every squad of the organisation/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar address' }));

    await waitFor(() => expect(addressField()?.value).toBe(URL_ONE));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    expect(screen.getByText(/Your calendar address was made on/)).toBeTruthy();
    expect(toasts()).toEqual(['Calendar address created.']);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when the address was made, but never shows an address it was not just given', async () => {
    serve('made');
    renderSettings();
    await screen.findByText(/Your calendar address was made on/);
    expect(screen.getByText(/No calendar has read it yet/)).toBeTruthy();
    expect(addressField()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create calendar address' })).toBeNull();
  });

  it('asks before making a new address, and shows the new one', async () => {
    const calls = serve('made');
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar address?' });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(addressField()?.value).toBe(URL_ONE));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before revoking; Cancel keeps the address, Revoke removes it', async () => {
    const calls = serve('made');
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the calendar address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke the calendar address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByRole('button', { name: 'Create calendar address' });
    expect(screen.getByText('You have no calendar address yet.')).toBeTruthy();
    expect(toasts()).toEqual(['Calendar address revoked.']);
  });

  it('tells a Super Admin that only their own squads are in it', async () => {
    serve('none');
    renderSettings(true);
    expect(await screen.findByText(/not every squad of the organisation/)).toBeTruthy();
  });
});
