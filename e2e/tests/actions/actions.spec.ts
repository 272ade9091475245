import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import dayjs from 'dayjs';
import { type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { expectNoSidewaysScroll } from '../support/fits.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { createAction, ownerId } from './actions-api.ts';

// The Retrospective view of /actions against the real server, as the demo Super Admin. Each test
// works in a squad of its own (the demo organisation is shared) and filters the list to it.

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];

let fixture: RetroFixture;
let squadName: string;

test.beforeEach(async ({ browser }) => {
  fixture = await retroFixture(browser);
  const squads = (await (await fixture.request.get('/api/squads/choices')).json()).items as {
    id: string;
    name: string;
  }[];
  squadName = squads.find((s) => s.id === fixture.squadId)?.name ?? '';
  expect(squadName).not.toBe('');
});

test.afterEach(async () => {
  await fixture.dispose();
});

function cards(page: Page) {
  return page.getByTestId('action-card');
}

async function openActionsFor(page: Page, squad: string) {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/actions');
  await expect(page.getByRole('radio', { name: 'Retrospective view' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
  await page.getByRole('option', { name: squad }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('adds, edits, filters and deletes an action', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openActionsFor(page, squadName);
  await expect(page.getByRole('heading', { name: 'Actions - 0' })).toBeVisible();
  await expect(page.getByText('No actions yet')).toBeVisible();
  // Back to All Squads: a new action then starts with no squad chosen.
  await choose(page, 'Squad', 'All Squads');

  await page.getByRole('button', { name: 'Add Actions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Action' });
  await expect(dialog.getByRole('combobox', { name: 'Squad' })).toHaveValue('');
  // Nothing is marked before the first attempt.
  await expect(dialog.getByText(MSG.actions.titleRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    MSG.actions.squadRequired,
    MSG.actions.titleRequired,
    MSG.actions.descriptionRequired,
    MSG.actions.ownerRequired,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name: squadName }).click();
  const title = uniqueTitle('Fix the flaky build');
  await dialog.getByRole('textbox', { name: 'Action Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Quarantine the two slow tests');
  // Type-ahead over the last name.
  await dialog.getByRole('textbox', { name: 'Assigned To' }).fill('Lea');
  await page.getByRole('option', { name: /Leo Lead/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Assigned To' })).toHaveValue('Leo Lead');
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low');
  await choose(page, 'Priority', 'High');
  // Due date: the 15th of next month, picked in the calendar.
  const due = dayjs().add(1, 'month').date(15);
  await dialog.getByRole('button', { name: 'Due date', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('.mantine-DatePickerInput-day:not([data-outside])', { hasText: /^15$/ }).click();
  await expect(dialog.getByRole('button', { name: 'Due date', exact: true })).toHaveText(
    due.format('D MMM, YYYY'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.actions.created);
  await expect(dialog).toBeHidden();
  // The next Add starts blank again (Save mode, fresh values).
  await page.getByRole('button', { name: 'Add Actions' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Action Title' })).toHaveValue('');
  await expect(dialog.getByText(MSG.actions.titleRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await choose(page, 'Squad', squadName);

  await expect(page.getByRole('heading', { name: 'Actions - 1' })).toBeVisible();
  const card = cards(page).first();
  await expect(card).toContainText(title);
  await expect(card).toContainText('Leo Lead');
  await expect(card).toContainText('High');
  await expect(card.getByTestId('action-due')).toHaveText(due.format('D MMM, YYYY'));
  await expect(card.getByTestId('action-status')).toHaveText('Open');
  await expect(card.getByTestId('action-number')).toHaveText(/^#\d+$/);

  // Edit from the title: Update mode with the whole form, the squad included.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Action' });
  await expect(edit.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Squad' })).toHaveValue(squadName);
  await expect(edit.getByRole('combobox', { name: 'Squad' })).toBeEnabled();
  await expect(edit.getByRole('textbox', { name: 'Assigned To' })).toHaveValue('Leo Lead');
  await choose(page, 'Status', 'In Progress');
  await edit.getByRole('textbox', { name: 'Action Title' }).fill(`${title} now`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page)).toContainText(MSG.actions.updated);
  await expect(edit).toBeHidden();
  await expect(card.getByTestId('action-status')).toHaveText('In Progress');
  await expect(card).toContainText(`${title} now`);

  // Status filter.
  await choose(page, 'Status filter', 'Closed');
  await expect(page.getByText('No actions match these filters.')).toBeVisible();
  await choose(page, 'Status filter', 'In Progress');
  await expect(cards(page)).toHaveCount(1);
  await choose(page, 'Status filter', 'All actions');

  // Delete through the card's menu, after a confirmation.
  const number = (await card.getByTestId('action-number').textContent())?.slice(1) ?? '';
  await card.getByRole('button', { name: `Options for action #${number}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete action' });
  await expect(confirm).toContainText(MSG.actions.deleteConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveCount(1);
  await card.getByRole('button', { name: `Options for action #${number}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(MSG.actions.deleted);
  await expect(page.getByRole('heading', { name: 'Actions - 0' })).toBeVisible();
});

test('pages, sorts and searches by number', async ({ page }) => {
  const owner = await ownerId(fixture.request, 'Leo');
  const statuses = ['Closed', 'Open', 'In Progress', 'Closed', 'Open', 'In Progress', 'Open'] as const;
  const made = [];
  for (const [i, status] of statuses.entries()) {
    made.push(
      await createAction(fixture.request, {
        squadId: fixture.squadId,
        // Words, not digits: a search for a number also matches titles containing it.
        title: `Paged action ${WORDS[i]}`,
        ownerId: owner,
        status,
        priority: i === 4 ? 'High' : 'Low',
        dueDate: dayjs().add(i, 'day').format('YYYY-MM-DD'),
      }),
    );
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await openActionsFor(page, squadName);
  await expect(page.getByRole('heading', { name: 'Actions - 7' })).toBeVisible();
  // Default: five a page, newest first.
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first()).toContainText('Paged action golf');
  await expect(page.getByTestId('action-range')).toHaveText('1–5 of 7');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByTestId('action-range')).toHaveText('6–7 of 7');

  await page.getByRole('combobox', { name: 'Actions per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(cards(page)).toHaveCount(7);

  // Sort by Status: Open first (High before Low), Closed last.
  await choose(page, 'Sort by', 'Status');
  await expect(cards(page).first()).toContainText('Paged action echo');
  await expect(cards(page).first().getByTestId('action-status')).toHaveText('Open');
  await expect(cards(page).last().getByTestId('action-status')).toHaveText('Closed');

  // Search by the number people see on the card.
  const target = made[2];
  await page.getByRole('searchbox', { name: 'Search actions' }).fill(`#${target?.number}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Paged action charlie');
  await page.getByRole('searchbox', { name: 'Search actions' }).fill('Paged action foxtrot');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards(page)).toHaveCount(7);
});

test('reads on a phone, and the view toggle keeps its place in the address', async ({ page }) => {
  const owner = await ownerId(fixture.request, 'Mia');
  await createAction(fixture.request, {
    squadId: fixture.squadId,
    title: 'A long action title that has to wrap nicely on a narrow phone screen',
    ownerId: owner,
    priority: 'Medium',
    dueDate: dayjs().add(3, 'day').format('YYYY-MM-DD'),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openActionsFor(page, squadName);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Mia Member');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add Actions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Action' });
  await expect(dialog.getByRole('combobox', { name: 'Squad' })).toHaveValue(squadName);
  // The opening transition has finished (the dialog stands fully opaque): the picture shows the
  // form, not the fade.
  await expect(dialog).toHaveCSS('opacity', '1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Beside the side menu (820px, 920px) nothing spills sideways either.
  for (const width of [820, 920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cards(page)).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  }

  await page.getByText('Project view').click();
  await expect(page.getByRole('heading', { name: /^Action Register - \d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/view=project/);
  await page.getByText('Retrospective view').click();
  await expect(cards(page)).toHaveCount(1);
});
