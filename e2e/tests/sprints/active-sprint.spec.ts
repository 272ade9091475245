import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import { signedInPerson } from '../retro-room/room-helpers.ts';
import { afterPickUp } from '../support/keyboard-drag.ts';
import { DEMO, toast } from '../support/users.ts';
import {
  changeStatus,
  createSprint,
  createWorkItem,
  createWorkItems,
  moveToSprint,
  squadFixture,
  startSprint,
  uniqueTitle,
} from './sprints-api.ts';

// The active sprint's board, live for two people of the demo organisation who both see the
// fixture's squad: its Super Admin and its lead. What one moves or edits, the other sees without
// reloading; a drop the workflow refuses says why; a move that needs fields opens the dialog.

let fixture: SquadFixture;
const contexts: { close: () => Promise<void> }[] = [];

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  for (const context of contexts.splice(0)) {
    await context.close();
  }
  await fixture.dispose();
});

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, `) });
const card = (scope: Page | Locator, title: string) => scope.getByRole('listitem').filter({ hasText: title });

async function openBoard(browser: Browser, email: string): Promise<Page> {
  const person = await signedInPerson(browser, email);
  contexts.push(person.context);
  await person.page.goto(`/sprint/active-sprint?squad=${fixture.squadId}`);
  await expect(person.page.getByRole('heading', { name: 'Active Sprint', level: 1 })).toBeVisible();
  // Watching: what others do from now on reaches this page.
  await expect(person.page.getByRole('status', { name: /^Live:/ })).toBeVisible();
  return person.page;
}

/** Drags a card with the keyboard, as dnd-kit offers: Space, arrows, Space over `target`. */
async function keyboardDrag(
  page: Page,
  item: WorkItem,
  steps: ('ArrowRight' | 'ArrowLeft')[],
  target: string,
) {
  const handle = page.getByRole('button', { name: `Move ${item.acronymId}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await afterPickUp(page);
  for (const step of steps) {
    await page.keyboard.press(step);
  }
  // Dropped where the board says the card is, as a person would check before letting go.
  await expect(
    page.getByRole('status').filter({ hasText: `${item.acronymId} is over ${target}` }),
  ).toBeVisible();
  await page.keyboard.press('Space');
}

async function startedSprint(items: WorkItem[]) {
  const sprint = await createSprint(fixture, uniqueTitle('Board sprint'));
  await moveToSprint(
    fixture,
    items.map((i) => i.id),
    sprint.id,
  );
  await startSprint(fixture, sprint.id);
  return sprint;
}

test('two people on one board: a move, an edit and a new card reach the other live', async ({ browser }) => {
  test.setTimeout(120_000);
  const [task, bug] = await createWorkItems(fixture, [
    ['Task', uniqueTitle('Wire the API')],
    ['Bug', uniqueTitle('Fix the total')],
  ]);
  if (!task || !bug) {
    throw new Error('fixture items missing');
  }
  const sprint = await startedSprint([task, bug]);
  const admin = await openBoard(browser, DEMO.admin);
  const lead = await openBoard(browser, DEMO.lead);
  for (const page of [admin, lead]) {
    await expect(page.getByRole('heading', { name: sprint.name })).toBeVisible();
    await expect(card(column(page, 'New'), task.title)).toBeVisible();
  }

  // The admin drags the Task from New to Test (a Task may go straight to Delivery).
  await keyboardDrag(admin, task, ['ArrowRight', 'ArrowRight'], 'Test');
  await expect(toast(admin)).toContainText(MSG.workItems.statusChanged);
  await expect(card(column(admin, 'Test'), task.title)).toBeVisible();
  // The lead sees it move without reloading.
  await expect(card(column(lead, 'Test'), task.title)).toBeVisible();
  await expect(card(column(lead, 'New'), task.title)).toHaveCount(0);

  // The lead edits the Bug (another way in: the API); the admin sees the new title.
  const renamed = uniqueTitle('Fix the grand total');
  const edit = await lead.request.patch(`/api/work-items/${bug.id}`, { data: { title: renamed } });
  expect(edit.status(), await edit.text()).toBe(200);
  await expect(card(column(admin, 'New'), renamed)).toBeVisible();

  // A new card put into the sprint shows on both boards.
  const late = await createWorkItem(fixture, 'Task', uniqueTitle('Late addition'));
  await moveToSprint(fixture, [late.id], sprint.id);
  for (const page of [admin, lead]) {
    await expect(card(column(page, 'New'), late.title)).toBeVisible();
  }

  // A click on a card opens Edit Work Item over the board.
  await card(column(lead, 'Test'), task.title).getByRole('link', { name: task.title }).click();
  await expect(
    lead.getByRole('dialog', { name: new RegExp(`Edit Work Item · ${task.acronymId}`) }),
  ).toBeVisible();
});

test('a drop the workflow refuses says why; a move that needs fields opens the dialog with them marked', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const story = await createWorkItem(fixture, 'Story', uniqueTitle('Checkout story'));
  await startedSprint([story]);
  const lead = await openBoard(browser, DEMO.lead);
  await expect(card(column(lead, 'New'), story.title)).toBeVisible();

  // A Story in New must be refined first: Test is not open to it.
  await keyboardDrag(lead, story, ['ArrowRight', 'ArrowRight'], 'Test');
  await expect(toast(lead)).toContainText(`${story.acronymId} cannot go to that column from New`);
  await expect(card(column(lead, 'New'), story.title)).toBeVisible();

  // Refinement needs narrative, outcome and planned dates: the dialog opens with them marked.
  await keyboardDrag(lead, story, ['ArrowRight'], 'Refinement');
  const dialog = lead.getByRole('dialog', { name: new RegExp(`Edit Work Item · ${story.acronymId}`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(MSG.workItems.narrativeRequired)).toBeVisible();
  await expect(dialog.getByText(/it moves to Refinement once saved/)).toBeVisible();
  // The card went back where it was.
  await expect(card(column(lead, 'New'), story.title)).toBeVisible();
});

test('a long column shows its first cards; the rest come by keyboard, and a card moved past them stays in view', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tasks = await createWorkItems(
    fixture,
    Array.from({ length: 15 }, (_, i) => ['Task', uniqueTitle(`Long column ${i + 1}`)] as ['Task', string]),
  );
  await startedSprint(tasks);
  // All but the 13th in Test (a Task may go straight to Delivery).
  for (const task of tasks.filter((_, i) => i !== 12)) {
    await changeStatus(fixture, task.id, 8);
  }
  const lead = await openBoard(browser, DEMO.lead);
  // A short window: the end of the column stays far enough off screen not to reveal more by itself.
  await lead.setViewportSize({ width: 1280, height: 500 });
  const testColumn = column(lead, 'Test');
  await expect(testColumn).toHaveAttribute('aria-label', 'Test, 14 cards');
  await expect(testColumn.getByRole('listitem')).toHaveCount(10);
  await expect(testColumn.getByRole('button', { name: 'Show more cards (4 not shown)' })).toBeVisible();

  // The card in New lands after the first twelve: past what Test shows, yet it is shown there,
  // its handle keeping the keyboard's focus.
  const last = tasks[12];
  if (!last) {
    throw new Error('fixture items missing');
  }
  await keyboardDrag(lead, last, ['ArrowRight', 'ArrowRight'], 'Test');
  await expect(toast(lead)).toContainText(MSG.workItems.statusChanged);
  await expect(card(testColumn, last.title)).toBeVisible();
  await expect(lead.getByRole('button', { name: `Move ${last.acronymId}` })).toBeFocused();

  // The cards not shown are one key away (or already there: the focus scrolled the end of the
  // column near the screen, which reveals more by itself).
  const more = testColumn.getByRole('button', { name: /^Show more cards/ });
  if ((await more.count()) > 0) {
    await more.focus();
    await lead.keyboard.press('Enter');
  }
  await expect(testColumn.getByRole('listitem')).toHaveCount(15);
  await expect(more).toHaveCount(0);
});
