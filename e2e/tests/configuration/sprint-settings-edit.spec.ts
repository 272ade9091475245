import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { endDateFor } from '@squadboard/domain/sprints/sprint.rules';
import type { SprintList } from '@squadboard/domain/sprints/sprint.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import {
  createSprint,
  createWorkItem,
  moveToSprint,
  squadFixture,
  uniqueTitle,
} from '../sprints/sprints-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// Sprint Settings' Edit and Delete against the real server, as the demo Super Admin,
// in a squad of the test's own (made through the API), so tests side by side share no sprint.

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

async function openSquadSprints(page: Page) {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/configuration-settings/sprint');
  await expect(page.getByRole('heading', { name: 'Sprint Settings' })).toBeVisible();
  const squad = page.getByRole('combobox', { name: 'Squad' });
  await squad.click();
  await squad.fill(fixture.squadName);
  await page.getByRole('option', { name: fixture.squadName, exact: true }).click();
  await expect(squad).toHaveValue(fixture.squadName);
}

function sprintRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Sprints' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

async function itemOf(id: string): Promise<WorkItem> {
  const response = await fixture.request.get(`/api/work-items/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WorkItem;
}

test('a lead edits a sprint’s name and length and deletes another, its items going to the backlog', async ({
  page,
}) => {
  const first = await createSprint(fixture, uniqueTitle('Checkout'), 10);
  const second = await createSprint(fixture, uniqueTitle('Refunds'), 5);
  const item = await createWorkItem(fixture, 'Story', uniqueTitle('Receipt e-mail'));
  await moveToSprint(fixture, [item.id], second.id);

  await openSquadSprints(page);
  await expect(sprintRow(page, first.name)).toBeVisible();
  await expect(sprintRow(page, second.name)).toBeVisible();

  // Edit: a new name and 3 working days; the End Date follows as the days change.
  await page.getByRole('button', { name: `Edit ${first.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit sprint' });
  await expect(edit.getByRole('textbox', { name: 'End Date' })).toHaveValue(formatDisplayDate(first.endDate));
  const renamed = uniqueTitle('Checkout v2');
  await edit.getByRole('textbox', { name: 'Sprint Name' }).fill(renamed);
  await edit.getByRole('textbox', { name: 'No Of Days in Sprint' }).fill('3');
  const newEnd = formatDisplayDate(endDateFor(first.startDate, 3));
  await expect(edit.getByRole('textbox', { name: 'End Date' })).toHaveValue(newEnd);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.sprint.updated);
  await expect(edit).toBeHidden();
  await expect(sprintRow(page, renamed).getByRole('cell')).toHaveText([
    renamed,
    formatDisplayDate(first.startDate),
    newEnd,
    '',
  ]);
  await expect(sprintRow(page, first.name)).toHaveCount(0);

  // Delete: the sprint has an item, so the dialog asks where it goes; the backlog is the default.
  await page.getByRole('button', { name: `Delete ${second.name}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete sprint' });
  await expect(remove.getByText(MSG.sprint.deleteConfirm(second.name))).toBeVisible();
  await expect(remove.getByRole('combobox', { name: 'Move its work items to' })).toHaveValue('The backlog');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(MSG.sprint.deleted);
  await expect(remove).toBeHidden();
  await expect(sprintRow(page, second.name)).toHaveCount(0);
  await expect(page.getByText(MSG.sprint.count(1))).toBeVisible();
  expect((await itemOf(item.id)).sprintId).toBeNull();

  // The server stored the edit as shown.
  const listed = await fixture.request.get(`/api/sprints?squadId=${fixture.squadId}`);
  const { sprints } = (await listed.json()) as SprintList;
  expect(sprints.map((s) => [s.name, s.endDate, s.workingDays])).toEqual([
    [renamed, endDateFor(first.startDate, 3), 3],
  ]);
});
