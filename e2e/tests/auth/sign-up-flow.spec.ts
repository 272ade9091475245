import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { latestCode } from '../support/mail.ts';
import { enterActivationCode, finishFirstLogin, PASSWORD, toast, uniqueEmail } from '../support/users.ts';

test('a visitor signs up, activates, sees the shell and signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(await page.evaluate(() => localStorage.getItem('plan'))).toBe('BETA');

  // The spec's validation messages, before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(MSG.validation.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(MSG.validation.signUpPasswordLength)).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page)).toContainText(MSG.signUp.codeSent);
  await expect(page).toHaveURL(/\/activate\//);
  await expect(page.getByText(MSG.activation.spamHint)).toBeVisible();
  // A code was just sent, so resend waits for the 60 s countdown.
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();

  // A wrong code first: the spec's mismatch message, and the account stays locked out.
  const code = await latestCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Activation code digit 1').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText(MSG.activation.mismatch);

  await page.getByLabel('Activation code digit 1').click();
  await page.keyboard.press('ControlOrMeta+a');
  await enterActivationCode(page, code);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Super Admin')).toBeVisible();
  await finishFirstLogin(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The session ended on the server: the shell is closed to this browser now.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // And the new password works through the sign-in form.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(toast(page)).toContainText(MSG.login.success);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unverified account is offered to send or verify a code at sign-in', async ({ page }) => {
  const email = uniqueEmail('unverified');
  const signUp = await page.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);
  const first = await latestCode(email);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(toast(page)).toContainText(MSG.login.notConfirmed);
  await expect(page.getByRole('button', { name: MSG.login.verifyCode })).toBeVisible();

  await page.getByRole('button', { name: MSG.login.sendCode }).click();
  await expect(page).toHaveURL(/\/activate\//);
  const second = await latestCode(email, 1);
  expect(second).toMatch(/^\d{6}$/);
  // The first code was replaced by the new one.
  const stale = await page.request.post('/api/auth/activate', { data: { email, code: first } });
  if (first !== second) {
    expect(stale.status()).toBe(400);
  }
});

test('sign-in refuses wrong credentials with the spec messages', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text());
    }
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  // The first screen loads no validator (docs/performance.md, the sign-in JS target).
  const withValidator = (await Promise.all(scripts)).filter((script) => script.includes('ZodError'));
  expect(withValidator.length, 'scripts of the first screen that carry zod').toBe(0);
  // The form's schema loads on demand: submitting at once, before any field was focused, still
  // checks the fields.
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByText(MSG.validation.emailRequired)).toBeVisible();
  await expect(page.getByText(MSG.validation.passwordRequired)).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByText(MSG.validation.emailInvalid)).toBeVisible();
  await expect(page.getByText(MSG.validation.emailRequired)).toBeHidden();

  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(toast(page)).toContainText(MSG.login.notAuthorized);
  await expect(page).toHaveURL(/\/sign-in$/);
});
