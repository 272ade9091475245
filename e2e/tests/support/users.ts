import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCode } from './mail.ts';

export const PASSWORD = 'Sq@dboard1';
/**
 * What marks an API call as the application's own for the CSRF guard, on a body-less write (a
 * DELETE): without it the server refuses it (403 CSRF), which a clean-up would not notice.
 */
export const APP_REQUEST = { 'x-requested-with': 'squadboard' } as const;
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO = {
  admin: 'demo.admin@squadboard.local',
  lead: 'demo.lead@squadboard.local',
  member: 'demo.member1@squadboard.local',
  member2: 'demo.member2@squadboard.local',
} as const;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A brand-new, activated Super Admin created through the API (the UI flow has its own test). */
export async function createActiveUser(
  request: APIRequestContext,
  email = uniqueEmail(),
  plan: 'free' | 'BETA' = 'BETA',
): Promise<string> {
  const signUp = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, plan } });
  expect(signUp.status()).toBe(201);
  const code = await latestCode(email);
  const activate = await request.post('/api/auth/activate', { data: { email, code } });
  expect(activate.status()).toBe(200);
  // Activation signs in; leave the caller signed out so it can choose how to sign in.
  await request.post('/api/auth/sign-out', { data: {} });
  return email;
}

/** Signs in through the API; the page's context shares the session cookie. */
export async function signInAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The single toast that is open (the app keeps one at a time). */
export function toast(page: Page) {
  return page.locator('.mantine-Notification-root');
}

/** The names finishFirstLogin gives a person who has none yet. */
export const FIRST_LOGIN_NAMES = { firstName: 'Pat', lastName: 'Newcomer' } as const;

/**
 * A brand-new user's first sign-in shows the compact "MY PROFILE" dialog, which asks for the
 * person's names, and then a short tour of the shell. Tests about other things complete it the
 * way a user would: the names (FIRST_LOGIN_NAMES unless given; an invited person's names are
 * already there), Save Changes, then skip the tour.
 */
export async function finishFirstLogin(
  page: Page,
  names: { firstName: string; lastName: string } = FIRST_LOGIN_NAMES,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'MY PROFILE' });
  // Its code is fetched on demand, after the page: on a loaded machine that takes seconds.
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  for (const [label, value] of [
    ['First Name', names.firstName],
    ['Last Name', names.lastName],
  ] as const) {
    const field = dialog.getByRole('textbox', { name: label });
    if ((await field.inputValue()) === '') {
      await field.fill(value);
    }
  }
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Skip tour' }).click();
}

/** Types a mailed activation code into the six digit boxes of the activation page and verifies. */
export async function enterActivationCode(page: Page, code: string): Promise<void> {
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel(`Activation code digit ${i}`).fill(code[i - 1] ?? '');
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}
