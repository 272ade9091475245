import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG, type SessionUser } from '@squadboard/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { FirstLoginDialog } from './first-login-dialog.tsx';

// The first-login MY PROFILE dialog against a fake API: it asks for both names before anything is
// sent, saves them with a time zone through PUT /api/profile, and only then marks the first login
// done; the server's refusal shows on the field.

const NEW_OWNER: SessionUser = sessionUserFixture({
  id: 'u1',
  email: 'owner@example.org',
  firstName: null,
  lastName: null,
  timeZone: null,
  firstLogin: true,
});

function profileOf(user: SessionUser, change: Partial<SessionUser> = {}) {
  return { ...user, ...change, teamNos: 1 };
}

function serve(options: { refuseFirstLogin?: boolean } = {}): FakeCall[] {
  let saved = NEW_OWNER;
  return fakeApi((call) => {
    if (call.url === '/api/profile' && call.method === 'PUT') {
      const body = call.body as Partial<SessionUser>;
      saved = { ...saved, ...body };
      return [200, { message: MSG.profile.updated, profile: profileOf(saved) }];
    }
    if (call.url === '/api/profile/first-login') {
      if (options.refuseFirstLogin) {
        const message = MSG.profile.lastNameRequired;
        return [400, { statusCode: 400, code: 'VALIDATION', message, fields: { lastName: message } }];
      }
      return [200, { profile: profileOf(saved, { firstLogin: false }) }];
    }
    if (call.url === '/api/auth/me') {
      return [200, { user: saved }];
    }
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderDialog(user: SessionUser = NEW_OWNER) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <FirstLoginDialog user={user} opened onDone={onDone} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => c.url);

beforeEach(() => {
  notifications.clean();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
    timeZone: 'Europe/Paris',
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FirstLoginDialog', () => {
  it('keeps the picture and asks for both names before saving anything', async () => {
    const calls = serve();
    const onDone = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'MY PROFILE' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.profile.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.profile.lastNameRequired)).toBeTruthy();
    fireEvent.change(field('First Name'), { target: { value: '   ' } });
    fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.profile.firstNameRequired)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("saves the names with the browser's time zone, then marks the first login done", async () => {
    const calls = serve();
    const onDone = renderDialog();
    fireEvent.change(await screen.findByRole('textbox', { name: 'First Name' }), {
      target: { value: ' Ada ' },
    });
    fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual(['/api/profile', '/api/profile/first-login']);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: null,
      timeZone: 'Europe/Berlin',
    });
  });

  it('keeps the time zone and names an invited person already has', async () => {
    const calls = serve();
    const invited = { ...NEW_OWNER, firstName: 'Grace', lastName: 'Hopper', timeZone: 'Asia/Kolkata' };
    const onDone = renderDialog(invited);
    expect((await screen.findByRole('textbox', { name: 'First Name' })).getAttribute('value')).toBe('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Kolkata',
    });
  });

  it("shows the server's refusal on the field and stays open", async () => {
    serve({ refuseFirstLogin: true });
    const onDone = renderDialog();
    fireEvent.change(await screen.findByRole('textbox', { name: 'First Name' }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.profile.lastNameRequired)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'MY PROFILE' })).toBeTruthy();
  });
});
