import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { MSG, type SessionUser } from '@squadboard/domain';
import { unsubscribeId } from '@squadboard/domain/notifications/unsubscribe.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../lib/fake-api.fixture.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';
import { UNSUBSCRIBE_UI as UI } from './unsubscribe-strings.ts';

// The public page against a fake server: where the address comes from, what is sent, and what
// each answer shows (on the page and as the toast).

const LINKED = 'linked.reader@example.com';
const LINK_ID = unsubscribeId(LINKED, 'signature123');

function renderAt(path: string, user: SessionUser | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the public layout's session probe left in the cache.
  client.setQueryData(ME_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/unsubscribe/:id', element: <UnsubscribePage /> },
      { path: '/sign-up', element: <p>Sign-up page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

function emailField(): HTMLInputElement {
  return screen.getByLabelText(UI.email, { exact: false }) as HTMLInputElement;
}

function submit(): void {
  fireEvent.click(screen.getByRole('button', { name: UI.submit }));
}

function toastMessages(): unknown[] {
  return notificationsStore.getState().notifications.map((n) => n.message);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('UnsubscribePage', () => {
  it("fills the link's address and sends it with the link's token; shows 'Unsubscribed successfully.'", async () => {
    const calls = fakeApi(() => [200, { status: 'Success', message: MSG.unsubscribe.unsubscribed }]);
    renderAt(`/unsubscribe/${LINK_ID}`);
    expect(emailField().value).toBe(LINKED);
    expect(screen.getByRole('link', { name: MSG.unsubscribe.joinToday }).getAttribute('href')).toBe(
      '/sign-up',
    );

    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.unsubscribe.unsubscribed);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/unsubscribe', body: { email: LINKED, token: 'signature123' } },
    ]);
    expect(toastMessages()).toEqual([MSG.unsubscribe.unsubscribed]);
  });

  it("prefers the signed-in user's address, sent without the link's token", async () => {
    const me = sessionUserFixture({ email: 'olivia@example.com' });
    const calls = fakeApi(() => [
      200,
      { status: 'Unsubscribed', message: MSG.unsubscribe.alreadyUnsubscribed },
    ]);
    renderAt(`/unsubscribe/${LINK_ID}`, me);
    expect(emailField().value).toBe('olivia@example.com');

    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.unsubscribe.alreadyUnsubscribed);
    expect(calls[0]?.body).toEqual({ email: 'olivia@example.com' });
  });

  it('shows validation errors only after a submit, and sends nothing invalid', async () => {
    const calls = fakeApi(() => [200, {}]);
    renderAt('/unsubscribe');
    expect(emailField().value).toBe('');
    fireEvent.change(emailField(), { target: { value: 'not-an-email' } });
    fireEvent.blur(emailField());
    expect(screen.queryByText(MSG.unsubscribe.emailInvalid)).toBeNull();

    submit();
    expect(await screen.findByText(MSG.unsubscribe.emailInvalid)).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: '' } });
    submit();
    expect(await screen.findByText(MSG.unsubscribe.emailRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says 'Failed to unsubscribe. Please try again.' when the server refuses (a forged link)", async () => {
    fakeApi(() => [400, { statusCode: 400, code: 'BAD_REQUEST', message: MSG.unsubscribe.failed }]);
    renderAt(`/unsubscribe/${unsubscribeId(LINKED, 'forged')}`);
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.unsubscribe.failed);
    expect(toastMessages()).toEqual([MSG.unsubscribe.failed]);
  });

  it("says 'Something went wrong.' when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt('/unsubscribe');
    fireEvent.change(emailField(), { target: { value: 'someone@example.com' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.generic.somethingWentWrong);
  });

  it('a typed address without the link is told a confirmation link was mailed, never that it failed', async () => {
    const typed = 'reader@example.com';
    const calls = fakeApi(() => [
      200,
      { status: 'ConfirmationSent', message: MSG.unsubscribe.confirmationSent(typed) },
    ]);
    renderAt('/unsubscribe');
    fireEvent.change(emailField(), { target: { value: 'Reader@Example.com' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.unsubscribe.confirmationSent(typed));
    expect(calls).toEqual([{ method: 'POST', url: '/api/unsubscribe', body: { email: typed } }]);
    expect(toastMessages()).toEqual([MSG.unsubscribe.confirmationSent(typed)]);
    expect(screen.queryByText(MSG.unsubscribe.failed)).toBeNull();
  });

  it("the confirmation mail's link unsubscribes on opening, once, without a press", async () => {
    const calls = fakeApi(() => [200, { status: 'Success', message: MSG.unsubscribe.unsubscribed }]);
    const confirmId = unsubscribeId(LINKED, 'confirm-signature');
    renderAt(`/unsubscribe/${confirmId}?confirm=1`);
    expect((await screen.findByRole('status')).textContent).toBe(MSG.unsubscribe.unsubscribed);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/unsubscribe', body: { email: LINKED, token: 'confirm-signature' } },
    ]);
  });

  it('a link without the confirmation flag waits for the press', async () => {
    const calls = fakeApi(() => [200, { status: 'Success', message: MSG.unsubscribe.unsubscribed }]);
    renderAt(`/unsubscribe/${LINK_ID}`);
    expect(await screen.findByRole('button', { name: UI.submit })).toBeTruthy();
    expect(emailField().value).toBe(LINKED);
    expect(calls).toEqual([]);
  });

  it('a token goes only with the address it was made for', async () => {
    const calls = fakeApi(() => [
      400,
      { statusCode: 400, code: 'BAD_REQUEST', message: MSG.unsubscribe.failed },
    ]);
    renderAt(`/unsubscribe/${LINK_ID}`);
    fireEvent.change(emailField(), { target: { value: 'Other@Example.com' } });
    submit();
    await screen.findByRole('status');
    expect(calls[0]?.body).toEqual({ email: 'other@example.com' });
  });
});
