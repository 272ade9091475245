import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { encodeEmailId, MSG } from '@squadboard/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { AUTH_UI as UI } from '../auth-strings.ts';
import { ActivatePage } from './activate-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';

// Spec 000 §8 strings that were in the catalogue and never shown: each where the spec
// puts it, against a fake server at the network boundary.

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/activate/:email', element: <ActivatePage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
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

function toastMessages(): unknown[] {
  return notificationsStore.getState().notifications.map((n) => n.message);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('spec 000 §8 messages on the account pages', () => {
  it("sign-up: a server failure of the registration says 'Registration failed'", async () => {
    const calls = fakeApi(() => [500, { statusCode: 500, code: 'INTERNAL', message: 'Internal error' }]);
    renderAt('/sign-up');
    fireEvent.change(await screen.findByLabelText(UI.email, { exact: false }), {
      target: { value: 'new.owner@example.com' },
    });
    fireEvent.change(screen.getByLabelText(UI.password, { exact: false, selector: 'input' }), {
      target: { value: 'Secret@123' },
    });
    fireEvent.click(screen.getByRole('button', { name: UI.signUpSubmit }));
    await waitFor(() => expect(toastMessages()).toEqual([MSG.signUp.failed]));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/sign-up']);
  });

  it("sign-up: an address already taken keeps the spec's own answer", async () => {
    fakeApi(() => [409, { statusCode: 409, code: 'EMAIL_TAKEN', message: MSG.signUp.userExistsTryOther }]);
    renderAt('/sign-up');
    fireEvent.change(await screen.findByLabelText(UI.email, { exact: false }), {
      target: { value: 'taken@example.com' },
    });
    fireEvent.change(screen.getByLabelText(UI.password, { exact: false, selector: 'input' }), {
      target: { value: 'Secret@123' },
    });
    fireEvent.click(screen.getByRole('button', { name: UI.signUpSubmit }));
    await waitFor(() => expect(toastMessages()).toEqual([MSG.signUp.userExistsTryOther]));
  });

  it("activation: a code that cannot be one says 'Enter valid activation code', and nothing is sent", async () => {
    const calls = fakeApi(() => [200, {}]);
    renderAt(`/activate/${encodeEmailId('new.owner@example.com')}`);
    fireEvent.click(await screen.findByRole('button', { name: UI.activateSubmit }));
    expect(await screen.findByText(MSG.activation.enterValidCode)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("forgot password: a malformed e-mail says 'Please enter valid e-mail.'", async () => {
    const calls = fakeApi(() => [200, {}]);
    renderAt('/forgot-password');
    fireEvent.change(await screen.findByLabelText(UI.email, { exact: false }), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: MSG.login.sendCode }));
    expect(await screen.findByText(MSG.forgot.enterValidEmail)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
