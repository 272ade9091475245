import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import dayjs from 'dayjs';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// The work-item view against the real server, as the demo Super Admin: a Story made through the
// API, in a squad of its own (the demo organisation is shared by tests running side by side).

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

/** Picks a day in a DatePickerInput: Mantine names each day button like "30 November 2026". */
async function pickDate(page: Page, label: string, date: dayjs.Dayjs) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: date.format('D MMMM YYYY'), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(date.format('D MMM YYYY'));
}

test('a Story needs its fields to enter Refinement: marked, filled, saved, then moved', async ({ page }) => {
  const title = uniqueTitle('Checkout page');
  const item = await createWorkItem(fixture, 'Story', title);
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/edit-tab/work-item/${item.id}`);
  await expect(page.getByRole('heading', { name: `${item.acronymId} - ${title}`, level: 1 })).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toHaveValue('New');
  await status.click();
  // New offers itself and the next status only.
  await expect(page.getByRole('option')).toHaveText(['New', 'Refinement']);
  await page.getByRole('option', { name: 'Refinement' }).click();

  await expect(toast(page)).toContainText(MSG.workItems.statusNeedsFields);
  const form = page.getByRole('form', { name: 'Details' });
  for (const message of [
    MSG.workItems.narrativeRequired,
    MSG.workItems.outcomeRequired,
    MSG.workItems.plannedStartRequired,
    MSG.workItems.plannedEndRequired,
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(status).toHaveValue('New');
  await expectNoSeriousViolations(page, 'the work item with its fields marked');

  await form.getByRole('textbox', { name: 'Narrative' }).fill('As a buyer, I want to pay in one step.');
  await form.getByRole('textbox', { name: 'Outcome' }).fill('Checkout takes one page.');
  await pickDate(page, 'Planned start', dayjs().add(10, 'day'));
  await pickDate(page, 'Planned end', dayjs().add(20, 'day'));
  // Filling a field clears its mark.
  await expect(form.getByText(MSG.workItems.narrativeRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.updated);

  await status.click();
  await page.getByRole('option', { name: 'Refinement' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.statusChanged);
  await expect(status).toHaveValue('Refinement');
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Refinement')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Status New → Refinement')).toBeVisible();

  // It stays moved: the server has it so.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Refinement');
  await expect(page.getByRole('textbox', { name: 'Narrative' })).toHaveValue(
    'As a buyer, I want to pay in one step.',
  );
});

test('an unknown work item says so and leads to the Backlog', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/edit-tab/work-item/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Work item not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Backlog' }).click();
  await expect(page.getByRole('heading', { name: 'Backlog', level: 1 })).toBeVisible();
});
