import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import dayjs from 'dayjs';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// The Edit Work Item dialog against the real server, as the demo Super Admin: a Story made
// through the API, in a squad of its own (the demo organisation is shared by tests side by side).

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

/** Picks a day in a DatePickerInput: Mantine names each day button like "30 November 2026". */
async function pickDate(page: Page, scope: Locator, label: string, date: dayjs.Dayjs) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: date.format('D MMMM YYYY'), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect(scope.getByRole('button', { name: label, exact: true })).toHaveText(date.format('D MMM YYYY'));
}

test('the dialog from the backlog: a refused move marks the fields, they are filled and saved, the move goes', async ({
  page,
}) => {
  const title = uniqueTitle('Checkout page');
  const item = await createWorkItem(fixture, 'Story', title);
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/backlog?squad=${fixture.squadId}`);
  await page.getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Work Item · ${item.acronymId}` });
  const form = dialog.getByRole('form', { name: 'Details' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  const status = form.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toHaveValue('New');
  await status.click();
  // New offers itself and the next status only.
  await expect(page.getByRole('option')).toHaveText(['New', 'Refinement']);
  await page.getByRole('option', { name: 'Refinement' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.statusNeedsFields);
  await expect(status).toHaveValue('New');
  // The Description tab shows its two marked fields; Schedule says it needs attention.
  await expect(form.getByText(MSG.workItems.narrativeRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(MSG.workItems.outcomeRequired, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Edit Work Item dialog with its fields marked');

  await form.getByRole('textbox', { name: 'Narrative' }).fill('As a buyer, I want to pay in one step.');
  await form.getByRole('textbox', { name: 'Outcome' }).fill('Checkout takes one page.');
  await expect(form.getByText(MSG.workItems.narrativeRequired)).toHaveCount(0);
  await form.getByRole('tab', { name: 'Schedule, needs attention' }).click();
  await expect(form.getByText(MSG.workItems.plannedStartRequired, { exact: true })).toBeVisible();
  await pickDate(page, form, 'Planned start', dayjs().add(10, 'day'));
  await pickDate(page, form, 'Planned end', dayjs().add(20, 'day'));
  await form.getByRole('textbox', { name: 'Title' }).fill(`${title} v2`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.updated);
  // Saved, the dialog closes and the backlog shows the change.
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: `${title} v2` }).click();

  const reopened = page.getByRole('dialog', { name: `Edit Work Item · ${item.acronymId}` });
  await reopened.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Refinement' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.statusChanged);
  await expect(reopened.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Refinement');
  await reopened.getByRole('tab', { name: 'History' }).click();
  await expect(reopened.getByText('Status New → Refinement')).toBeVisible();

  // The address names the open item: a reload shows it again, as the server has it.
  await page.reload();
  const again = page.getByRole('dialog', { name: `Edit Work Item · ${item.acronymId}` });
  await expect(again.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Refinement');
  await expect(again.getByRole('textbox', { name: 'Narrative' })).toHaveText(
    'As a buyer, I want to pay in one step.',
  );
});

test('choosing a type resets the priority to 4; the item takes the new type id and a parent', async ({
  page,
}) => {
  const title = uniqueTitle('Crash on save');
  const item = await createWorkItem(fixture, 'Story', title);
  const epicTitle = uniqueTitle('Saving');
  const epic = await createWorkItem(fixture, 'Epic', epicTitle);
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/edit-tab/work-item/${item.id}`);
  const form = page.getByRole('form', { name: 'Details' });
  await form.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: '1 (highest)' }).click();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bug' }).click();
  await expect(form.getByRole('combobox', { name: 'Priority' })).toHaveValue('4 (lowest)');
  // A Bug has a severity, and actual and expected results instead of narrative and outcome.
  await expect(form.getByRole('combobox', { name: 'Severity' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Actual result' })).toBeVisible();
  // The parent list is searched on the server, by title or id.
  await form.getByRole('tab', { name: 'Reference' }).click();
  await form.getByRole('combobox', { name: 'Parent' }).click();
  await page.keyboard.type(epic.acronymId);
  await page.getByRole('option', { name: `${epic.acronymId} - ${epicTitle}` }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.updated);
  const bugId = new RegExp(`^${item.acronymId.replace(/S\d+$/, 'B')}\\d+ - ${title}$`);
  await expect(page.getByRole('heading', { level: 1, name: bugId })).toBeVisible();
  await page.reload();
  await page.getByRole('form', { name: 'Details' }).getByRole('tab', { name: 'Reference' }).click();
  await expect(page.getByRole('combobox', { name: 'Parent' })).toHaveValue(
    `${epic.acronymId} - ${epicTitle}`,
  );
});

test('an unknown work item says so and leads to the Backlog', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/edit-tab/work-item/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Work item not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Backlog' }).click();
  await expect(page.getByRole('heading', { name: 'Backlog', level: 1 })).toBeVisible();
});
