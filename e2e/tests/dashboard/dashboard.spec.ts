import { expect, test } from '@playwright/test';
import { createActiveUser, finishFirstLogin, PASSWORD, signInAs } from '../support/users.ts';

// The dashboard home of an organisation with nothing yet shows its first steps.

test('a new organisation’s dashboard shows its first steps instead of empty blocks', async ({ page }) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await page.getByRole('link', { name: /Create a squad/ }).click();
  await expect(page).toHaveURL(/\/squad\/create-squad$/);
});
