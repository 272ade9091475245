import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { column } from '../retro-board/board-helpers.ts';
import { expectInRoom, type Person, signedInPerson } from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';

// A squad saves a retro's columns as a template and starts its next retro from it, next
// to the built-in boards; a template it no longer needs is deleted.

let fixture: RetroFixture;
let lead: Person | null = null;

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser);
});

test.afterAll(async () => {
  await lead?.context.close();
  await fixture.dispose();
});

test('the squad lead saves a board as a template, creates a retro from it, then deletes it', async ({
  browser,
}) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Template retro'), startType: 'instant' });
  lead = await signedInPerson(browser, DEMO.lead);
  const { page } = lead;
  await page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);

  // The board gets a fourth column, then its columns become a template of the squad.
  await page.getByRole('button', { name: 'Add Title' }).click();
  const title = page.getByRole('region', { name: 'New column', exact: true }).getByRole('textbox', {
    name: 'Column title',
  });
  await title.fill('Kudos');
  await title.press('Enter');
  await expect(column(page, 'Kudos')).toBeVisible();
  const templateName = uniqueTitle('Team board');
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(templateName);
  await fitsAt(page, 1280, 'save-template-1280.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.retroTemplates.saved);
  await expect(dialog).toBeHidden();

  // The create page offers it beside the built-in boards, for this squad; it fills the columns.
  const next = uniqueTitle('From template');
  await page.goto('/retro/create-retro');
  await page.getByLabel('Title').fill(next);
  await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
  await page.getByRole('option', { name: fixture.squadName }).click();
  await expect(page.getByRole('radio', { name: 'Mad / Sad / Glad' })).toBeVisible();
  await page.getByRole('radio', { name: templateName }).click();
  await expect(page.getByRole('textbox', { name: 'Column 4 name' })).toHaveValue('Kudos');
  await expect(page.getByRole('textbox', { name: 'Column 1 name' })).toHaveValue('Went well');
  await fitsAt(page, 390, 'create-from-template-390.png');
  await fitsAt(page, 1280, 'create-from-template-1280.png');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.created);
  await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  for (const name of ['Went well', 'To improve', 'Action items', 'Kudos']) {
    await expect(column(page, name)).toBeVisible();
  }

  // Deleting asks first; afterwards the squad no longer has it.
  await page.goto('/retro/create-retro');
  await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
  await page.getByRole('option', { name: fixture.squadName }).click();
  await page.getByRole('button', { name: `Delete template ${templateName}` }).click();
  await page.getByRole('dialog', { name: 'Delete template' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(MSG.retroTemplates.deleted);
  await expect(page.getByRole('radio', { name: templateName })).toHaveCount(0);
});
