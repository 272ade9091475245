import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { SprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import { afterPickUp } from '../support/keyboard-drag.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { changeStatus, createSprint, createWorkItems, squadFixture, uniqueTitle } from './sprints-api.ts';

// Planning a squad's sprints from its backlog, as the demo Super Admin, in a squad of the test's
// own: rows dragged or multi-selected into a sprint, its load against the squad's capacity, then
// starting it and completing it with the unfinished item carried back to the backlog.

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

/** Gives an item planned effort, as the Edit Work Item dialog does. */
async function setEffort(item: WorkItem, effortHours: number): Promise<void> {
  const response = await fixture.request.patch(`/api/work-items/${item.id}`, { data: { effortHours } });
  expect(response.status(), await response.text()).toBe(200);
}

async function plan(): Promise<SprintPlan> {
  const response = await fixture.request.get(`/api/sprints/plan?squadId=${fixture.squadId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SprintPlan;
}

/**
 * The capacity needs the organisation's working hours per day. The demo organisation is shared
 * by tests running side by side: they are saved only when nobody has saved any yet, and nothing
 * here depends on their value (the figures asserted are the ones the plan API answers).
 */
async function ensureWorkingHours(): Promise<void> {
  const current = await fixture.request.get('/api/settings');
  expect(current.status(), await current.text()).toBe(200);
  const { settings } = (await current.json()) as {
    settings: { workingHours: number | null; currency: string | null };
  };
  if (settings.workingHours === null) {
    const saved = await fixture.request.put('/api/settings', {
      data: { workingHours: 8, currency: settings.currency ?? 'USD' },
    });
    expect([200, 201], await saved.text()).toContain(saved.status());
  }
}

function grid(page: Page) {
  return page.getByRole('grid', { name: `Backlog of ${fixture.squadName}` });
}

function titles(page: Page) {
  return grid(page).getByRole('row').getByRole('link');
}

function sprintCard(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

function bulkPlanned(page: Page, ids: string[]) {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/work-items/bulk') &&
      r.request().method() === 'POST' &&
      JSON.stringify(r.request().postDataJSON().ids) === JSON.stringify(ids),
  );
}

test('plan two items into a sprint by dragging and multi-selecting, start it, complete it back to the backlog', async ({
  page,
}) => {
  await ensureWorkingHours();
  const [sprintName, nextName] = [uniqueTitle('Sprint'), uniqueTitle('Sprint')];
  const sprint = await createSprint(fixture, sprintName);
  await createSprint(fixture, nextName);
  const [dragged, ticked, stays] = [uniqueTitle('Drag me'), uniqueTitle('Tick me'), uniqueTitle('Stay')];
  const [draggedItem, tickedItem] = (await createWorkItems(fixture, [
    ['Task', dragged],
    ['Story', ticked],
    ['Story', stays],
  ])) as [WorkItem, WorkItem, WorkItem];
  // Far more than any squad's capacity: the sprint is over it whatever the working hours are.
  await setEffort(draggedItem, 3000);
  await setEffort(tickedItem, 2000);

  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/backlog?squad=${fixture.squadId}`);
  await expect(titles(page)).toHaveText([dragged, ticked, stays]);
  const card = sprintCard(page, sprintName);
  await expect(card.getByText('0 items', { exact: true })).toBeVisible();

  // A mouse drag by the handle onto the sprint, as a hand would: past the activation distance,
  // then over the card in steps.
  const from = await page.getByRole('button', { name: `Move ${draggedItem.acronymId}` }).boundingBox();
  const to = await card.boundingBox();
  if (!from || !to) {
    throw new Error('the handle and the sprint card are on screen');
  }
  const planned = bulkPlanned(page, [draggedItem.id]);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await expect(card.getByText('Drop items here to plan them')).toBeVisible();
  await page.mouse.up();
  expect((await planned).status()).toBe(200);
  expect((await planned).request().postDataJSON()).toEqual({ ids: [draggedItem.id], sprintId: sprint.id });
  await expect(titles(page)).toHaveText([ticked, stays]);
  await expect(card.getByText('1 item', { exact: true })).toBeVisible();

  // The other one through the bulk bar: its choices are the sprints still open to planning
  // (never "Backlog" for an item already in it).
  await page.getByRole('checkbox', { name: `Select ${tickedItem.acronymId}` }).check();
  const bulk = page.getByRole('region', { name: 'Change the selected items' });
  await bulk.getByRole('combobox', { name: 'Move to sprint' }).click();
  await expect(page.getByRole('option')).toHaveText([sprintName, nextName]);
  const ticks = bulkPlanned(page, [tickedItem.id]);
  await page.getByRole('option', { name: sprintName }).click();
  expect((await ticks).status()).toBe(200);
  await expect(titles(page)).toHaveText([stays]);
  await expect(card.getByText('2 items', { exact: true })).toBeVisible();

  // Committed hours against the capacity, as the plan API reckons them, and the warning in words.
  const load = (await plan()).upcoming.find((p) => p.sprint.id === sprint.id);
  expect(load?.committedHours).toBe(5000);
  expect(load?.overCapacity).toBe(true);
  const capacity = load?.capacityHours ?? 0;
  await expect(card.getByText(`5000 of ${capacity} h`)).toBeVisible();
  await expect(card.getByText(MSG.sprint.overCapacity(5000, capacity))).toBeVisible();
  await expect(card.getByRole('meter', { name: `Capacity of ${sprintName}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'the backlog with its planning panel');

  // Start it: it becomes the active sprint, and the next one cannot start meanwhile.
  await card.getByRole('button', { name: `Start sprint: ${sprintName}` }).click();
  await expect(toast(page)).toContainText(MSG.sprint.started(sprintName));
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    sprintCard(page, nextName).getByRole('button', { name: `Start sprint: ${nextName}` }),
  ).toBeDisabled();
  await expect(page.getByText(MSG.sprint.anotherActive(sprintName))).toBeVisible();
  // The toast goes after its 2 s, as a person would see before moving on.
  await expect(toast(page)).toBeHidden();

  // The dragged task gets done; the story does not.
  for (const status of [STATUS_IDS.delivery, STATUS_IDS.testing, STATUS_IDS.done]) {
    await changeStatus(fixture, draggedItem.id, status);
  }

  // Complete it, sending the unfinished story back to the backlog rather than to the next sprint.
  await card.getByRole('button', { name: `Complete sprint: ${sprintName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Complete ${sprintName}` });
  await expect(dialog.getByRole('radio', { name: `${nextName} (next sprint)` })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Backlog' }).check();
  const completed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/sprints/${sprint.id}/complete`) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Complete sprint' }).click();
  expect((await completed).request().postDataJSON()).toEqual({
    squadId: fixture.squadId,
    carryTo: 'backlog',
  });
  await expect(toast(page)).toContainText(MSG.sprint.completed(sprintName));
  await expect(toast(page)).toContainText('1 of 2 items done, 3000 of 5000 h');
  await expect(dialog).toBeHidden();

  // The story is back in the backlog; the completed sprint has left the plan.
  await expect(grid(page).getByRole('link', { name: ticked, exact: true })).toBeVisible();
  await expect(titles(page)).toHaveCount(2);
  await expect(card).toBeHidden();
  await expect(
    sprintCard(page, nextName).getByRole('button', { name: `Start sprint: ${nextName}` }),
  ).toBeEnabled();
});

test('with the keyboard: Space on a row’s handle picks it up, the arrows choose a sprint, Space drops it', async ({
  page,
}) => {
  const [first, second] = [uniqueTitle('Sprint'), uniqueTitle('Sprint')];
  await createSprint(fixture, first);
  const later = await createSprint(fixture, second);
  const [kept, moved] = [uniqueTitle('Keep'), uniqueTitle('Plan')];
  const [, movedItem] = (await createWorkItems(fixture, [
    ['Story', kept],
    ['Story', moved],
  ])) as [WorkItem, WorkItem];

  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  // A page that can scroll, as any real backlog's does: dnd-kit's own keyboard sensor "scrolled"
  // instead of moving for ArrowDown to a sprint above the row, and dropped on the wrong sprint.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`/backlog?squad=${fixture.squadId}`);
  await expect(titles(page)).toHaveText([kept, moved]);
  await expect(sprintCard(page, second)).toBeVisible();

  const handle = page.getByRole('button', { name: `Move ${movedItem.acronymId}` });
  await handle.focus();
  await handle.press('Space');
  await afterPickUp(page);
  await page.keyboard.press('ArrowDown');
  await expect(sprintCard(page, first).getByText('Drop items here to plan them')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(sprintCard(page, second).getByText('Drop items here to plan them')).toBeVisible();
  const planned = bulkPlanned(page, [movedItem.id]);
  await page.keyboard.press('Space');
  expect((await planned).request().postDataJSON()).toEqual({ ids: [movedItem.id], sprintId: later.id });
  await expect(titles(page)).toHaveText([kept]);
  await expect(sprintCard(page, second).getByText('1 item', { exact: true })).toBeVisible();
  await expect(sprintCard(page, second)).toBeFocused();
});
