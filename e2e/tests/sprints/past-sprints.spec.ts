import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';
import {
  completeSprint,
  createSprint,
  createWorkItems,
  finishTask,
  moveToSprint,
  squadFixture,
  startSprint,
  uniqueTitle,
} from './sprints-api.ts';

// /sprint/past-sprints against the real server, as the demo Super Admin, in a squad
// of the test's own: a sprint planned, started, partly done and completed through the API, then
// its row, the velocity chart and its burndown on the page.

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

const finish = (itemId: string) => finishTask(fixture, itemId);

async function openPastSprints(page: Page) {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/sprint/past-sprints?squad=${fixture.squadId}`);
  await expect(page.getByRole('heading', { name: 'Past Sprints', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveValue(fixture.squadName);
}

test('a new squad has no past sprints', async ({ page }) => {
  await openPastSprints(page);
  await expect(page.getByRole('heading', { name: MSG.sprint.noPastSprints })).toBeVisible();
});

test('a completed sprint shows its figures, the velocity chart and its burndown', async ({ page }) => {
  const sprint = await createSprint(fixture, uniqueTitle('Checkout'), 5);
  const items = await createWorkItems(fixture, [
    ['Task', uniqueTitle('Card form')],
    ['Task', uniqueTitle('Receipt')],
    ['Task', uniqueTitle('Refund')],
  ]);
  await moveToSprint(
    fixture,
    items.map((i) => i.id),
    sprint.id,
  );
  await startSprint(fixture, sprint.id);
  await finish(items[0]?.id ?? '');
  await completeSprint(fixture, sprint.id, 'backlog');

  await openPastSprints(page);
  const table = page.getByRole('table', { name: 'Completed sprints' });
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: sprint.name }) });
  await expect(row.getByRole('cell')).toHaveText([
    sprint.name,
    `${formatDisplayDate(sprint.startDate)} – ${formatDisplayDate(sprint.endDate)}`,
    '1 of 3',
    '0 of 0',
    '33%',
    'None',
  ]);
  // The latest sprint is the one whose burndown shows.
  await expect(row.getByRole('button', { name: sprint.name })).toHaveAttribute('aria-pressed', 'true');

  const velocity = page.getByRole('region', { name: 'Velocity' });
  await expect(
    velocity.getByText('Average velocity: 1 items completed per sprint over 1 sprint.'),
  ).toBeVisible();
  // The chart itself: one bar per series, with the legend.
  await expect(velocity.locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect(velocity.getByText('Committed', { exact: true })).toBeVisible();
  await expect(velocity.getByText('Completed', { exact: true })).toBeVisible();

  const burndown = page.getByRole('region', { name: `Burndown: ${sprint.name}` });
  await expect(
    burndown.getByText(`${sprint.name}: 3 items committed, 2 items left at the end.`),
  ).toBeVisible();
  // Two lines: what remained and the ideal.
  await expect(burndown.locator('.recharts-line')).toHaveCount(2);
  await expect(burndown.getByText('Ideal', { exact: true })).toBeVisible();
});
