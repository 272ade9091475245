import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createActiveUser, PASSWORD, toast, uniqueEmail } from '../support/users.ts';

// Spec 000 §8 sign-in: the form answers an address without an account exactly as a
// wrong password, so it never tells a stranger which addresses have accounts.

async function signInThroughForm(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  const response = await answer;
  expect(response.status()).toBe(401);
  await expect(toast(page)).toContainText(MSG.login.notAuthorized);
  await expect(page).toHaveURL(/\/sign-in$/);
  return response.text();
}

test('an unknown address and a wrong password get the same refusal', async ({ page }) => {
  const email = await createActiveUser(page.request);
  const wrongPassword = await signInThroughForm(page, email, `${PASSWORD}x`);
  const unknownAddress = await signInThroughForm(page, uniqueEmail('nobody'), PASSWORD);
  expect(unknownAddress).toBe(wrongPassword);
});
