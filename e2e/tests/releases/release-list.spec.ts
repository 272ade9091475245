import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import dayjs from 'dayjs';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { createRelease, type ReleaseFixture, releaseFixture } from './releases-api.ts';

// Tab 1 of the Release Plan against the real server, as the demo Super Admin: a release
// made through 'Create a Release' for the fixture's own initiative, its dashboard opened from its
// name, edited inline, completed (it leaves the default filter; Completed shows it), and a release
// made through the API deleted after the question. The list is the whole organisation's, shared
// with tests running beside this one, so the journey filters by its own initiative.

const M = MSG.releases;
let fixture: ReleaseFixture;

test.afterEach(async () => {
  await fixture?.dispose();
});

function rowOf(page: Page, name: string) {
  return page.getByTestId('release-row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** A Select of the dialog or row, by its name, and one of its options. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  const list = page.getByRole('listbox', { name, exact: true });
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(list).toBeHidden();
}

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

const count = (page: Page, n: number) => expect(page.getByText(M.count(n), { exact: true })).toBeVisible();

test('a release created through the modal, opened, edited inline and completed; another deleted', async ({
  browser,
  page,
}) => {
  fixture = await releaseFixture(browser);
  const name = `Rel ${fixture.initiative.acronym}`;
  const renamed = `${name} v2`;
  const refinement = dayjs().add(5, 'day');
  const design = dayjs().add(12, 'day');
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/release-plan');
  await expect(page.getByRole('heading', { level: 1, name: M.pageTitle })).toBeVisible();

  // Only the fixture's initiative: nothing yet.
  await page.getByRole('combobox', { name: 'Initiative', exact: true }).selectOption(fixture.initiative.id);
  await count(page, 0);

  // 'Create a Release': a refused Create, then the initiative (preselected by the filter), the
  // name, two stage dates, the manager by first name and a Gold milestone.
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: M.createTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText(M.nameRequired)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Initiative', exact: true })).toHaveValue(
    new RegExp(`^${fixture.initiative.acronym}\\d* - `),
  );
  await dialog.getByRole('textbox', { name: 'Release name' }).fill(name);
  await pickDate(page, dialog, 'Refinement Finish', refinement);
  await pickDate(page, dialog, 'Design Finish', design);
  await dialog.getByRole('textbox', { name: 'Release Train Manager' }).fill('Ada');
  await page.getByRole('option', { name: /^Ada Admin/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Release Train Manager' })).toHaveValue('Ada Admin');
  await choose(page, dialog, 'Milestone', 'Gold');
  await expect(dialog.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Scheduled');
  await expectNoSeriousViolations(page, "the 'Create a Release' modal");
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(M.created);
  await expect(dialog).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await count(page, 1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(refinement.format('D MMM YYYY'));
  await expect(row.getByRole('cell').nth(4)).toHaveText(design.format('D MMM YYYY'));
  await expect(row.getByRole('img', { name: 'Milestone: Gold' })).toBeVisible();
  await expect(row.getByText('Ada Admin')).toBeVisible();
  await expect(row.getByText('Scheduled')).toBeVisible();
  await expectNoSeriousViolations(page, 'the release list');

  // The name opens the dashboard tab, kept in the address through a reload; the list tab returns.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Release dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]release=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Release dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Release list' }).click();
  await expect(row).toBeVisible();

  // The inline edit: a new name and At Risk, saved with the tick.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = page.locator('[data-testid="release-row"][data-editing]');
  await editing.getByRole('textbox', { name: 'Release Name' }).fill(renamed);
  await choose(page, editing, 'Status', 'At Risk');
  await editing.getByRole('button', { name: `Save changes to ${name}` }).click();
  await expect(toast(page)).toContainText(M.updated);
  const renamedRow = rowOf(page, renamed);
  await expect(renamedRow.getByText('At Risk')).toBeVisible();
  await expect(editing).toHaveCount(0);

  // Complete: it leaves the default 'Status' filter; Completed shows it.
  await renamedRow.getByRole('button', { name: `Complete ${renamed}` }).click();
  await expect(toast(page)).toContainText(M.updated);
  await expect(renamedRow).toHaveCount(0);
  await count(page, 0);
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.selectOption('Completed');
  await expect(renamedRow.getByText('Completed')).toBeVisible();
  await count(page, 1);

  // A release made through the API, deleted after the question.
  const other = await createRelease(fixture, `Old ${fixture.initiative.acronym}`, { status: 'In Progress' });
  await status.selectOption('');
  const otherRow = rowOf(page, other.name);
  await expect(otherRow).toBeVisible();
  await otherRow.getByRole('button', { name: `Delete ${other.name}` }).click();
  const question = page.getByRole('dialog', { name: 'Delete release' });
  await expect(question.getByText(M.confirmDelete)).toBeVisible();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText(M.deleted);
  await expect(question).toBeHidden();
  await expect(otherRow).toHaveCount(0);
  await count(page, 0);
});
