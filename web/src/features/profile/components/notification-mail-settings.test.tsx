import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { NotificationMailSettings } from './notification-mail-settings.tsx';

// Account Settings → "Notifications by mail" against a fake API: the switches show what the
// server holds, a click saves the whole set at once, and a refusal puts the switch back.

const PATH = '/api/notifications/mail-preferences';
const STORED = { mention: true, assignment: true, retro: false, guest_waiting: false, release_tagged: false };

function serve({ saveStatus = 200, loadFailures = 0 } = {}) {
  let failures = loadFailures;
  return fakeApi((call) => {
    if (call.url !== PATH) {
      return [404, { code: 'NOT_FOUND', message: 'Not found' }];
    }
    if (call.method === 'PUT') {
      return saveStatus === 200
        ? [200, call.body]
        : [saveStatus, { statusCode: saveStatus, code: 'INTERNAL', message: 'Something went wrong.' }];
    }
    if (failures > 0) {
      failures -= 1;
      return [500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' }];
    }
    return [200, STORED];
  });
}

function renderSettings() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <NotificationMailSettings />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationMailSettings', () => {
  it('shows a switch per kind, set as the server holds them', async () => {
    serve();
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Notifications by mail' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'Mentions' });
    expect(toggle('Mentions').checked).toBe(true);
    expect(toggle('Assignments').checked).toBe(true);
    expect(toggle('Retros scheduled or started').checked).toBe(false);
    expect(toggle('Guests waiting').checked).toBe(false);
    expect(toggle('Release tagging').checked).toBe(false);
  });

  it('saves the whole set as soon as a switch is clicked, with a toast', async () => {
    const calls = serve();
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Retros scheduled or started' }));
    await waitFor(() => expect(toggle('Retros scheduled or started').checked).toBe(true));
    await waitFor(() => expect(toasts()).toEqual(['Mail settings saved.']));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ ...STORED, retro: true });
    expect(toggle('Retros scheduled or started').checked).toBe(true);
  });

  it('puts the switch back and says so when saving fails', async () => {
    serve({ saveStatus: 500 });
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Mentions' }));
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong.']));
    expect(toggle('Mentions').checked).toBe(true);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    serve({ loadFailures: 1 });
    renderSettings();
    expect(await screen.findByText('Your mail settings could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('switch', { name: 'Mentions' })) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
