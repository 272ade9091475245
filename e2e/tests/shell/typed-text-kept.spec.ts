import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// Right after a full page load, what a person types as soon as a field shows must still
// be there when they submit, on every signed-in form. Each test opens the page by its address,
// types the moment the field appears (well within 200 ms), lets the page finish loading (the
// session, the bell's count and live socket, the toasts' code), then submits.

// A full page load, a dialog and a submit each: on a busy 2-core machine that is more than the
// default minute.
test.slow();

function typed(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/**
 * Waits for the field to show and types into it at once, key by key as a person does: the first
 * key goes out in the very next step, within 200 ms of the field appearing on an idle machine
 * (not asserted: on a loaded CI machine the browser's own round trip can take longer).
 */
async function typeAtOnce(field: Locator, text: string): Promise<void> {
  await field.waitFor({ state: 'visible' });
  await field.pressSequentially(text);
}

/** Everything the page loads by itself after its first screen has arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('Create Squad keeps the Squad Name typed during load', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const text = typed('Typed squad');
  await page.goto('/squad/create-squad');
  const name = page.getByRole('textbox', { name: 'Squad Name' });
  await typeAtOnce(name, text);
  await settle(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // Validation ran (the empty acronym is refused) and the name was not lost.
  await expect(page.getByText(MSG.squads.acronymRequired)).toBeVisible();
  await expect(page.getByText(MSG.squads.nameRequired)).toHaveCount(0);
  await expect(name).toHaveValue(text);
});

test('Create Retro keeps the Title typed during load', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const text = typed('Typed retro');
  await page.goto('/retro/create-retro');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await typeAtOnce(title, text);
  await settle(page);
  // A custom board with its column left unnamed: the form refuses, so nothing is created.
  await page.getByText('Custom', { exact: true }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  await expect(page.getByText('Title is required.')).toHaveCount(0);
  await expect(title).toHaveValue(text);
});

test('New Register keeps the Register name typed during load', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const text = typed('Typed register');
  await page.goto('/actions?view=project');
  await page.getByRole('button', { name: 'New Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Register' });
  const name = dialog.getByRole('textbox', { name: 'Register name' });
  await typeAtOnce(name, text);
  await settle(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(MSG.actionRegisters.descriptionRequired)).toBeVisible();
  await expect(dialog.getByText(MSG.actionRegisters.nameRequired)).toHaveCount(0);
  await expect(name).toHaveValue(text);
});

test('My Profile keeps the Location typed during load, and saves it', async ({ page }) => {
  await signInAs(page, DEMO.member2, DEMO_PASSWORD);
  const text = typed('Typed town');
  await page.goto('/profile');
  const location = page.getByRole('textbox', { name: 'Location' });
  await location.waitFor({ state: 'visible' });
  await location.clear();
  await typeAtOnce(location, text);
  await settle(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText(MSG.profile.updated);
  await expect(location).toHaveValue(text);
  // What was saved is what was typed.
  const profile = await page.request.get('/api/profile');
  expect(JSON.stringify(await profile.json())).toContain(text);
});

test('the RAID create form keeps the Title typed during load', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const text = typed('Typed risk');
  await page.goto('/raid');
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'CREATE' });
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await typeAtOnce(title, text);
  await settle(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // Refused for the missing Parent, not for the title.
  await expect(toast(page)).toContainText(MSG.raid.invalidSubmit);
  await expect(dialog.getByText(MSG.raid.titleRequired)).toHaveCount(0);
  await expect(title).toHaveValue(text);
});
