import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import {
  completeSprint,
  createSprint,
  squadFixture,
  startSprint,
  uniqueTitle,
} from '../sprints/sprints-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// A retro belongs to a sprint: a Super Admin makes a retro of the squad's running
// sprint on Create Retro; the Retro List names the sprint, and once the sprint is completed Past
// Sprints shows that retro on its row, by the link (its date is days from the sprint's end, so
// the old date match would not find it).

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

test("a retro made for the squad's sprint shows it on the Retro List and on Past Sprints", async ({
  page,
}) => {
  const sprint = await createSprint(fixture, uniqueTitle('Loop'), 5);
  await startSprint(fixture, sprint.id);
  const title = uniqueTitle('Sprint retro');
  const sprintLabel = MSG.retroSprint.withDates(sprint.name, sprint.startDate, sprint.endDate);

  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/retro/create-retro');
  await expect(page.getByRole('heading', { name: 'Create Retro' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
  await page.getByRole('option', { name: fixture.squadName, exact: true }).click();
  const sprintPicker = page.getByRole('combobox', { name: MSG.retroSprint.sprint, exact: true });
  // Its sprint ends more than three days from now: nothing is preselected.
  await expect(sprintPicker).toHaveValue(MSG.retroSprint.noSprint);
  await sprintPicker.click();
  await page.getByRole('option', { name: sprintLabel, exact: true }).click();
  await expect(sprintPicker).toHaveValue(sprintLabel);
  await page.getByText('Schedule', { exact: true }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.scheduled);
  await expect(page).toHaveURL(/\/retro\/retro-list$/);

  await page.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name: fixture.squadName, exact: true }).click();
  const row = page.getByTestId('retro-row').filter({ hasText: title });
  await expect(row).toContainText(sprintLabel);

  await completeSprint(fixture, sprint.id, 'backlog');
  await page.goto(`/sprint/past-sprints?squad=${fixture.squadId}`);
  await expect(page.getByRole('heading', { name: 'Past Sprints', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Completed sprints' });
  const sprintRow = table.getByRole('row').filter({ has: page.getByRole('button', { name: sprint.name }) });
  await expect(sprintRow.getByRole('link', { name: title })).toBeVisible();
});
