import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { expectInRoom, type Person, signedInPerson } from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';
import { addCard, card, column } from './board-helpers.ts';

// Spec 002 §4: the retro admin converts a card into an action of the retro's squad; the card is
// marked as actioned and the action is on the Actions page (its Retrospective view).

let fixture: RetroFixture;
let lead: Person | null = null;

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser);
});

test.afterAll(async () => {
  await lead?.context.close();
  await fixture.dispose();
});

test('the squad lead converts a card into an action, which the Actions page lists', async ({ browser }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Convert retro'), startType: 'instant' });
  lead = await signedInPerson(browser, DEMO.lead);
  const { page } = lead;
  await page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  const text = `Automate the changelog ${retro.meetingId}`;
  await addCard(lead, 'To improve', text);

  const theCard = card(column(page, 'To improve'), text);
  await theCard.getByRole('button', { name: /^Options for the comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Convert to action' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to action' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(text);

  // An incomplete form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.validation.invalidDetails);
  await expect(dialog.getByText(MSG.actions.titleRequired)).toBeVisible();
  await expect(dialog.getByText(MSG.actions.ownerRequired)).toBeVisible();

  const title = `Changelog bot ${retro.meetingId}`;
  await dialog.getByRole('textbox', { name: 'Action Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Assigned To' }).fill('Mia');
  await page.getByRole('option', { name: /Mia Member/ }).click();
  await fitsAt(page, 390, 'convert-390.png');
  await fitsAt(page, 1280, 'convert-1280.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.retro.actionMoved);
  await expect(dialog).toBeHidden();
  await expect(theCard.getByLabel('Converted to an action')).toBeVisible();

  await page.goto('/actions');
  await page.getByLabel('Search actions').fill(title);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Mia Member').first()).toBeVisible();
});
