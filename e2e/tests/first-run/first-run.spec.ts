import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import {
  createActiveUser,
  FIRST_LOGIN_NAMES,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
} from '../support/users.ts';

// First run: the owner of a brand-new organisation, alone in it, gets from sign-up to
// a live retro board without inviting anyone. Sign-up itself has its own test (auth/), so the
// account is made through the API; every step after it is the owner's, in the browser.

test('a new organisation’s owner creates a squad they lead and lands in its first retro', async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const squadName = `First Squad ${suffix}`;
  const acronym = `F${suffix.slice(0, 4)}`;
  const title = `First retro ${suffix}`;

  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  const ownerName = `${FIRST_LOGIN_NAMES.firstName} ${FIRST_LOGIN_NAMES.lastName}`;

  // No squad yet: Create Retro says to make one (not to ask a Super Admin) and links there.
  await page.goto('/retro/create-retro');
  await expect(page.getByRole('heading', { name: 'Create Retro' })).toBeVisible();
  await expect(page.getByText('Your organisation has no squad yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('A Super Admin can make you the lead', { exact: false })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create Squad' }).click();

  // The owner is the only possible lead, and already chosen.
  await expect(page).toHaveURL(/\/squad\/create-squad$/);
  await expect(page.getByRole('heading', { name: 'Create Squad' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Squad Lead' })).toHaveValue(ownerName);
  await page.getByLabel('Squad Name').fill(squadName);
  await page.getByLabel('Acronym').fill(acronym);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.squads.created);
  await expect(page).toHaveURL(/\/squad\/squad-list$/);
  const row = page.getByTestId('squad-row').filter({ hasText: squadName });
  await expect(row).toContainText(ownerName);
  await expect(row).toContainText('You lead');

  // An instant retro for it (the one squad is filled in) opens its room straight away.
  await page.goto('/retro/create-retro');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByRole('combobox', { name: 'Squad', exact: true })).toHaveValue(squadName);
  await expect(page.getByText('The room opens as soon as the retro is created.')).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.created);
  await expect(page).toHaveURL(/\/retro-session\/[A-Za-z0-9+/=-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Column Went well', exact: true })).toBeVisible();
});
