import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  finishFirstLogin,
  signInAs,
  toast,
} from '../support/users.ts';

test('a Super Admin saves working hours and currency: created, then updated', async ({ page }) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email);
  await page.goto('/configuration-settings/settings');
  await finishFirstLogin(page);
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

  const hours = page.getByRole('textbox', { name: MSG.settings.workingHours });
  const currency = page.getByRole('combobox', { name: MSG.settings.currency });
  await expect(currency).toHaveAttribute('placeholder', MSG.settings.selectCurrency);

  await hours.fill('7.5');
  await currency.click();
  await currency.fill('Euro');
  await page.getByRole('option', { name: 'EUR — Euro' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.settings.created);

  await hours.fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.settings.updated);

  // Release Tagging is saved as soon as it changes.
  const releaseTagging = page.getByRole('switch', { name: MSG.settings.releaseTagging });
  await expect(page.getByRole('heading', { name: MSG.settings.notificationSettings })).toBeVisible();
  await expect(releaseTagging).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/notifications') && r.ok());
  await releaseTagging.click();
  await saved;

  await page.reload();
  await expect(hours).toHaveValue('8');
  await expect(currency).toHaveValue('EUR — Euro');
  await expect(page.getByRole('switch', { name: MSG.settings.releaseTagging })).toBeChecked();
});

test('Settings is closed to other roles, in the browser and on the server', async ({ page }) => {
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/configuration-settings/settings');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/settings')).status()).toBe(403);
  const save = await page.request.put('/api/settings', { data: { workingHours: 8, currency: 'EUR' } });
  expect(save.status()).toBe(403);
});
