import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { latestCode, mailCount } from '../support/mail.ts';
import { createActiveUser, toast } from '../support/users.ts';

test('a user recovers a password with a mailed code', async ({ page }) => {
  const email = await createActiveUser(page.request);
  const before = await mailCount(email);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the lazily loaded page replaces the sign-in form (whose Email
  // field has the same name): wait for the new page itself.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  await page.getByLabel('Email').fill('not-registered@example.com');
  await page.getByRole('button', { name: MSG.login.sendCode }).click();
  await expect(toast(page)).toContainText(MSG.forgot.emailNotExist);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: MSG.login.sendCode }).click();
  await expect(toast(page)).toContainText(MSG.signUp.codeSent);
  const code = await latestCode(email, before);
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();

  const newPassword = 'N3w-passw0rd!';
  await page.getByLabel('Activation code digit 1').click();
  await page.keyboard.type(code);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('Different-1!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(MSG.validation.passwordMismatch)).toBeVisible();

  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(MSG.forgot.changed).last()).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
