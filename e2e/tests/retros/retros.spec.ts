import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { APP_REQUEST, DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// Retros live in the shared demo organisation, whose Squad Admin leads no squad of their own.
// A Super Admin gives them one (with demo.member1 in it) for this file and removes it afterwards;
// titles carry a random suffix because other files use the same organisation side by side.

test.describe.configure({ mode: 'serial' });

const suffix = randomBytes(3).toString('hex').toUpperCase();
const SQUAD_NAME = `E2E Retro Squad ${suffix}`;
const INSTANT = `Instant retro ${suffix}`;
const SCHEDULED = `Scheduled retro ${suffix}`;

let admin: APIRequestContext;
let squadId: string | null = null;

interface Person {
  id: string;
  email: string;
}

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  const signIn = await admin.post('/api/auth/sign-in', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const options = await (await admin.get('/api/squads/options')).json();
  const lead = (options.leads as Person[]).find((u) => u.email === DEMO.lead);
  const member = (options.members as Person[]).find((u) => u.email === DEMO.member);
  // 2 to 5 letters or digits, unique enough for concurrent runs.
  const acronym = `R${randomBytes(2).toString('hex').toUpperCase()}`;
  const created = await admin.post('/api/squads', {
    data: { name: SQUAD_NAME, acronym, leadId: lead?.id, memberIds: [member?.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  squadId = (await created.json()).squad.id;
});

test.afterAll(async () => {
  if (squadId) {
    const removed = await admin.delete(`/api/squads/${squadId}`, { headers: APP_REQUEST });
    expect(removed.status(), await removed.text()).toBe(200);
  }
  await admin.dispose();
});

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInAs(page, email, DEMO_PASSWORD);
  return page;
}

/**
 * The demo lead leads every test's squads, and tests run side by side: narrow the list to this
 * test's squad so its retros are on the first page.
 */
async function showOurSquad(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name: SQUAD_NAME, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveValue(SQUAD_NAME);
}

function row(page: Page, title: string) {
  return page.getByTestId('retro-row').filter({ hasText: title });
}

async function fillBasics(page: Page, title: string): Promise<void> {
  await page.goto('/retro/create-retro');
  await expect(page.getByRole('heading', { name: 'Create Retro' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
  await page.getByRole('option', { name: SQUAD_NAME }).click();
}

test('a squad lead creates an instant and a scheduled retro, copies a link, starts one and cancels the other', async ({
  browser,
}) => {
  const page = await signedInPage(browser, DEMO.lead);

  // No title: the field says what is missing (the squad may be filled in for a lead of one).
  await page.goto('/retro/create-retro');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();

  // An instant retro opens its room at once, as the form promises.
  await fillBasics(page, INSTANT);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.created);
  await expect(page).toHaveURL(/\/retro-session\/[A-Za-z0-9+/=-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: INSTANT })).toBeVisible();

  // A custom board, then a schedule (the picker starts on the next full hour but one).
  await fillBasics(page, SCHEDULED);
  await page.getByRole('radio', { name: 'Custom' }).click();
  await page.getByRole('textbox', { name: 'Column 1 name' }).fill('Kudos');
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('textbox', { name: 'Column 2 name' }).fill('Ideas');
  await page.getByText('Schedule', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.scheduled);
  await expect(page).toHaveURL(/\/retro\/retro-list$/);
  await showOurSquad(page);

  const instant = row(page, INSTANT);
  const scheduled = row(page, SCHEDULED);
  await expect(instant).toContainText(SQUAD_NAME);
  await expect(instant.getByRole('button', { name: `Join ${INSTANT}` })).toBeVisible();
  await expect(scheduled).toContainText('Scheduled');
  await expect(scheduled).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(scheduled.getByRole('button', { name: `Start ${SCHEDULED}` })).toBeVisible();

  await scheduled.getByRole('button', { name: `Copy link for ${SCHEDULED}` }).click();
  await expect(toast(page)).toContainText(MSG.retro.linkCopied);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join-retro\/[A-Za-z0-9+/=-]+$/);

  // Starting early asks first; "Not yet" leaves it scheduled.
  await scheduled.getByRole('button', { name: `Start ${SCHEDULED}` }).click();
  const start = page.getByRole('dialog', { name: 'Start retro' });
  await expect(start).toContainText(SCHEDULED);
  await expect(start).toContainText('Everyone in the squad can join it.');
  await start.getByRole('button', { name: 'Not yet' }).click();
  await expect(start).toBeHidden();
  await expect(page).toHaveURL(/\/retro\/retro-list$/);
  await expect(scheduled.getByRole('button', { name: `Start ${SCHEDULED}` })).toBeVisible();

  // Confirmed, it opens the room; back in the list it runs and can be joined.
  await scheduled.getByRole('button', { name: `Start ${SCHEDULED}` }).click();
  await start.getByRole('button', { name: 'Start retro' }).click();
  await expect(page).toHaveURL(/\/retro-session\/[A-Za-z0-9+/=-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: SCHEDULED })).toBeVisible();
  await page.goto('/retro/retro-list');
  await showOurSquad(page);
  await expect(scheduled).toContainText('In progress');
  await expect(scheduled.getByRole('button', { name: `Join ${SCHEDULED}` })).toBeVisible();
  await expect(scheduled.getByRole('button', { name: `Start ${SCHEDULED}` })).toHaveCount(0);

  // Cancelling asks first; keeping it changes nothing.
  await instant.getByRole('button', { name: `Cancel ${INSTANT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel retro' });
  await expect(dialog).toContainText(INSTANT);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(instant).toBeVisible();
  await instant.getByRole('button', { name: `Cancel ${INSTANT}` }).click();
  await dialog.getByRole('button', { name: 'Cancel retro' }).click();
  await expect(toast(page)).toContainText(MSG.retro.cancelled);
  await expect(instant).toHaveCount(0);
  await expect(scheduled).toBeVisible();
  await page.context().close();
});

test('a squad member sees the retro and can copy its link, but has no admin actions', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO.member);
  await page.goto('/retro/retro-list');
  await showOurSquad(page);
  const retro = row(page, SCHEDULED);
  await expect(retro).toContainText(SQUAD_NAME);
  await expect(retro.getByRole('button', { name: `Join ${SCHEDULED}` })).toBeVisible();
  await expect(retro.getByRole('button', { name: `Copy link for ${SCHEDULED}` })).toBeVisible();
  await expect(retro.getByRole('button', { name: `Cancel ${SCHEDULED}` })).toHaveCount(0);
  await expect(retro.getByRole('button', { name: `Delete ${SCHEDULED}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Retro' })).toHaveCount(0);

  await page.goto('/retro/create-retro');
  await expect(
    page.getByText('Only squad leads and Super Admins create retros.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await page.context().close();
});

test('a squad lead deletes a retro after confirming', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO.lead);
  await page.goto('/retro/retro-list');
  await showOurSquad(page);
  const retro = row(page, SCHEDULED);
  await retro.getByRole('button', { name: `Delete ${SCHEDULED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete retro' });
  await expect(dialog).toContainText(SCHEDULED);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.deleted);
  await expect(retro).toHaveCount(0);

  await page.goto('/retro/archive');
  await expect(page.getByRole('heading', { name: 'Archive', exact: true })).toBeVisible();
  await showOurSquad(page);
  await expect(row(page, SCHEDULED)).toHaveCount(0);
  await page.context().close();
});
