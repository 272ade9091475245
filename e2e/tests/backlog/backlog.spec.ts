import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { createWorkItems, type SquadFixture, squadFixture, uniqueTitle } from './work-items-api.ts';

// The Backlog page against the real server, as the demo Super Admin. Each test works in a squad
// of its own, made through the API, so tests running side by side never see each other's items.

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

function grid(page: Page) {
  return page.getByRole('grid', { name: `Backlog of ${fixture.squadName}` });
}

/** The titles of the rows, top to bottom. */
function titles(page: Page) {
  return grid(page).getByRole('row').getByRole('link');
}

function row(page: Page, title: string) {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function openBacklog(page: Page) {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/backlog?squad=${fixture.squadId}`);
  await expect(page.getByRole('heading', { name: 'Backlog', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveValue(fixture.squadName);
}

test('quick add puts the item at the end; the keyboard handle re-ranks and the order persists', async ({
  page,
}) => {
  const [a, b, c] = [uniqueTitle('Checkout'), uniqueTitle('Basket'), uniqueTitle('Coupons')];
  const [itemA, , itemC] = await createWorkItems(fixture, [
    ['Story', a],
    ['Story', b],
    ['Story', c],
  ]);
  await openBacklog(page);
  await expect(titles(page)).toHaveText([a, b, c]);
  await expect(page.getByText('Total: 3')).toBeVisible();

  // Quick add: a Task, Enter adds it at the end; the title box empties for the next one.
  const d = uniqueTitle('Receipts');
  await page.getByRole('combobox', { name: 'New item type' }).click();
  await page.getByRole('option', { name: 'Task', exact: true }).click();
  const titleBox = page.getByRole('textbox', { name: 'New item title' });
  await titleBox.fill(d);
  await titleBox.press('Enter');
  await expect(titles(page)).toHaveText([a, b, c, d]);
  await expect(row(page, d).getByRole('img', { name: 'Task' })).toBeVisible();
  await expect(titleBox).toHaveValue('');
  await expect(page.getByText('Total: 4')).toBeVisible();

  // Two steps up with the keyboard on C's handle: each lands in the order it was made.
  const handle = page.getByRole('button', { name: `Move ${itemC?.acronymId}` });
  await handle.focus();
  const ranked = (afterId: string | null) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/work-items/${itemC?.id}/rank`) &&
        r.request().method() === 'POST' &&
        r.request().postDataJSON().afterId === afterId,
    );
  const firstRank = ranked(itemA?.id ?? '');
  await handle.press('ArrowUp');
  await expect(titles(page)).toHaveText([a, c, b, d]);
  await expect(
    page.getByRole('status').filter({ hasText: `${itemC?.acronymId} moved to position 2.` }),
  ).toHaveCount(1);
  await expect(handle).toBeFocused();
  expect((await firstRank).status()).toBe(200);
  const secondRank = ranked(null);
  await handle.press('ArrowUp');
  await expect(titles(page)).toHaveText([c, a, b, d]);
  expect((await secondRank).status()).toBe(200);

  await page.reload();
  await expect(titles(page)).toHaveText([c, a, b, d]);
});

test('a mouse drag by the handle re-ranks too', async ({ page }) => {
  const [a, b, c] = [uniqueTitle('Alpha'), uniqueTitle('Bravo'), uniqueTitle('Charlie')];
  const [itemA, , itemC] = await createWorkItems(fixture, [
    ['Story', a],
    ['Story', b],
    ['Story', c],
  ]);
  await openBacklog(page);
  await expect(titles(page)).toHaveText([a, b, c]);

  // C's handle dragged onto A's place: C goes to the top.
  const from = await page.getByRole('button', { name: `Move ${itemC?.acronymId}` }).boundingBox();
  const to = await page.getByRole('button', { name: `Move ${itemA?.acronymId}` }).boundingBox();
  expect(from && to).toBeTruthy();
  const x = (from?.x ?? 0) + (from?.width ?? 0) / 2;
  const fromY = (from?.y ?? 0) + (from?.height ?? 0) / 2;
  const toY = (to?.y ?? 0) + (to?.height ?? 0) / 2;
  const ranked = page.waitForResponse(
    (r) => r.url().endsWith(`/api/work-items/${itemC?.id}/rank`) && r.request().method() === 'POST',
  );
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  // Past the activation distance first, then onto A in steps, as a hand would.
  await page.mouse.move(x, fromY - 10, { steps: 3 });
  await page.mouse.move(x, toY - 4, { steps: 12 });
  await page.mouse.up();
  await expect(titles(page)).toHaveText([c, a, b]);
  const response = await ranked;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ afterId: null });

  await page.reload();
  await expect(titles(page)).toHaveText([c, a, b]);
});

test('filters turn re-ranking off; the bulk bar changes all of the ticked items or none', async ({
  page,
}) => {
  const [story, task, bug] = [uniqueTitle('Story'), uniqueTitle('Task'), uniqueTitle('Bug')];
  const [, taskItem] = await createWorkItems(fixture, [
    ['Story', story],
    ['Task', task],
    ['Bug', bug],
  ]);
  await openBacklog(page);
  await expect(titles(page)).toHaveText([story, task, bug]);

  // Filtering by type: only the Task, and its handle is off while the filter is on.
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Task', exact: true }).click();
  await expect(titles(page)).toHaveText([task]);
  await expect(page.getByText(/Clear the filters to change the order/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${taskItem?.acronymId}` })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(titles(page)).toHaveText([story, task, bug]);
  await expect(page.getByRole('button', { name: `Move ${taskItem?.acronymId}` })).toBeEnabled();

  // Task and Bug may go straight to Delivery.
  await row(page, task).getByRole('checkbox').check();
  await row(page, bug).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Change the selected items' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('combobox', { name: 'Set status' }).click();
  await page.getByRole('option', { name: 'Delivery', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.workItems.updated);
  await expect(bar).toHaveCount(0);
  await expect(row(page, task).getByText('Delivery')).toBeVisible();
  await expect(row(page, bug).getByText('Delivery')).toBeVisible();

  // The Story cannot enter Refinement without its fields: neither item moves.
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByRole('combobox', { name: 'Set status' }).click();
  await page.getByRole('option', { name: 'Refinement', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.workItems.statusNeedsFields);
  await expect(row(page, story).getByText('New', { exact: true })).toBeVisible();
  await expect(row(page, task).getByText('Delivery')).toBeVisible();
});

test('the keyboard moves between rows, Space ticks a row and Enter opens it', async ({ page }) => {
  const [one, two] = [uniqueTitle('First'), uniqueTitle('Second')];
  const [, second] = await createWorkItems(fixture, [
    ['Story', one],
    ['Bug', two],
  ]);
  await openBacklog(page);
  await expect(titles(page)).toHaveText([one, two]);
  await expectNoSeriousViolations(page, 'the backlog');

  await row(page, one).focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, two)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row(page, two)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(row(page, one)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The Edit Work Item dialog opens over the backlog, and the address names it.
  await expect(page).toHaveURL(new RegExp(`[?&]work-item=${second?.id}`));
  const dialog = page.getByRole('dialog', { name: `Edit Work Item · ${second?.acronymId}` });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(two);
});
