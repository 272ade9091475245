import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import {
  APP_REQUEST,
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  FIRST_LOGIN_NAMES,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
} from '../support/users.ts';

// Squads live in the shared demo organisation (its lead is the demo Squad Admin), so every test
// names its squads with a random suffix and removes them afterwards; tests run side by side.

const DEMO_MEMBER2 = 'demo.member2@squadboard.local';

function unique(): { name: string; acronym: string } {
  const suffix = randomBytes(3).toString('hex').toUpperCase().slice(0, 4);
  return { name: `E2E Squad ${suffix}`, acronym: `Q${suffix}` };
}

async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, password);
  return page;
}

interface SquadOption {
  id: string;
  email: string;
}

/** Creates a squad through the API as the given (signed-in) request context. */
async function createSquadApi(
  request: APIRequestContext,
  body: { name: string; acronym: string; leadEmail: string; memberEmails: string[] },
): Promise<string> {
  const options = await (await request.get('/api/squads/options')).json();
  const idOf = (email: string) => (options.members as SquadOption[]).find((u) => u.email === email)?.id;
  const response = await request.post('/api/squads', {
    data: {
      name: body.name,
      acronym: body.acronym,
      leadId: (options.leads as SquadOption[]).find((u) => u.email === body.leadEmail)?.id,
      memberIds: body.memberEmails.map(idOf),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).squad.id;
}

async function searchSquads(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search squads' }).fill(text);
}

function rows(page: Page) {
  return page.getByTestId('squad-row');
}

test('a Super Admin creates, finds, edits and deletes a squad', async ({ page, browser }) => {
  const squad = unique();
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/squad/create-squad');
  await expect(page.getByRole('heading', { name: 'Create Squad' })).toBeVisible();

  // Nothing filled in: the fields say what is missing.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(MSG.squads.nameRequired)).toBeVisible();
  await expect(page.getByText(MSG.squads.leadRequired)).toBeVisible();

  await page.getByLabel('Squad Name').fill(squad.name);
  await page.getByLabel('Acronym').fill(squad.acronym.toLowerCase());
  await expect(page.getByLabel('Acronym')).toHaveValue(squad.acronym);
  await page.getByRole('combobox', { name: 'Squad Lead' }).click();
  await page.getByRole('option', { name: /Leo Lead/ }).click();
  const members = page.getByRole('combobox', { name: 'Members' });
  await members.click();
  await members.fill('member1');
  await page.getByRole('option', { name: /Mia Member/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(toast(page)).toContainText(MSG.squads.created);
  await expect(page).toHaveURL(/\/squad\/squad-list$/);
  await searchSquads(page, squad.acronym.toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(squad.name);
  await expect(row).toContainText(squad.acronym);
  await expect(row).toContainText('Leo Lead');
  await expect(row).toContainText('1 member');

  // Edit: add the second member.
  await page.getByRole('button', { name: `Edit ${squad.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Squad' });
  await dialog.getByRole('combobox', { name: 'Members' }).click();
  await dialog.getByRole('combobox', { name: 'Members' }).fill('Max');
  await page.getByRole('option', { name: /Max Member/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.squads.updated);
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toContainText('2 members');

  // The new member now sees it, read-only.
  const member = await signedInPage(browser, DEMO_MEMBER2);
  await member.goto('/squad/squad-list');
  await searchSquads(member, squad.name);
  await expect(rows(member)).toHaveCount(1);
  await expect(member.getByRole('button', { name: `View ${squad.name}` })).toBeVisible();
  await expect(member.getByRole('button', { name: `Edit ${squad.name}` })).toHaveCount(0);
  await expect(member.getByRole('button', { name: `Delete ${squad.name}` })).toHaveCount(0);
  await member.context().close();

  // Delete asks first; Cancel keeps the squad.
  await page.getByRole('button', { name: `Delete ${squad.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete squad' });
  await expect(confirm).toContainText(squad.name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${squad.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(MSG.squads.deleted);
  await expect(page.getByText(`No squads match “${squad.acronym.toLowerCase()}”.`)).toBeVisible();
});

test('a Super Admin is told when an acronym is taken', async ({ page }) => {
  const squad = unique();
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const id = await createSquadApi(page.request, { ...squad, leadEmail: DEMO.lead, memberEmails: [] });
  try {
    await page.goto('/squad/create-squad');
    await page.getByLabel('Squad Name').fill(`${squad.name} twin`);
    await page.getByLabel('Acronym').fill(squad.acronym.toLowerCase());
    await page.getByRole('combobox', { name: 'Squad Lead' }).click();
    await page.getByRole('option', { name: /Leo Lead/ }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page)).toContainText(MSG.squads.acronymTaken);
    await expect(page.getByText(MSG.squads.acronymTaken, { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/squad\/create-squad$/);
  } finally {
    await page.request.delete(`/api/squads/${id}`, { headers: APP_REQUEST });
  }
});

test('members see only their squads and cannot create one; the lead edits members only', async ({
  page,
  browser,
}) => {
  const mine = unique();
  const notMine = unique();
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const ids = [
    await createSquadApi(page.request, { ...mine, leadEmail: DEMO.lead, memberEmails: [DEMO.member] }),
    await createSquadApi(page.request, { ...notMine, leadEmail: DEMO.lead, memberEmails: [DEMO_MEMBER2] }),
  ];
  try {
    const member = await signedInPage(browser, DEMO.member);
    await member.goto('/squad/create-squad');
    await expect(member).toHaveURL(/\/dashboard$/);
    await member.goto('/squad/squad-list');
    await searchSquads(member, 'E2E Squad');
    await expect(rows(member).filter({ hasText: mine.name })).toHaveCount(1);
    await expect(rows(member).filter({ hasText: notMine.name })).toHaveCount(0);
    await member.getByRole('button', { name: `View ${mine.name}` }).click();
    await expect(member.getByRole('dialog', { name: 'Squad details' })).toContainText('Mia Member');
    await member.context().close();

    // The demo Squad Admin leads both: members can change, name and lead cannot.
    const lead = await signedInPage(browser, DEMO.lead);
    await lead.goto('/squad/squad-list');
    await searchSquads(lead, mine.acronym);
    await lead.getByRole('button', { name: `Edit ${mine.name}` }).click();
    const dialog = lead.getByRole('dialog', { name: 'Edit Squad' });
    await expect(dialog.getByLabel('Squad Name')).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Squad Lead' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Members' }).click();
    await dialog.getByRole('combobox', { name: 'Members' }).fill('Max');
    await lead.getByRole('option', { name: /Max Member/ }).click();
    await lead.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(lead)).toContainText(MSG.squads.updated);
    await expect(rows(lead).first()).toContainText('2 members');
    await expect(lead.getByRole('button', { name: `Delete ${mine.name}` })).toHaveCount(0);
    await lead.context().close();
  } finally {
    for (const id of ids) {
      await page.request.delete(`/api/squads/${id}`, { headers: APP_REQUEST });
    }
  }
});

test('a new organisation on the beta plan reaches its one squad and is told so', async ({ page }) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  // A fresh organisation has nobody but its owner, who is its only choice of lead.
  const options = await (await page.request.get('/api/squads/options')).json();
  expect((options.leads as SquadOption[]).map((u) => u.email)).toEqual([email]);
  const leadId = (options.leads as SquadOption[])[0]?.id;

  const first = unique();
  const created = await page.request.post('/api/squads', { data: { ...first, leadId, memberIds: [] } });
  expect(created.status(), await created.text()).toBe(201);
  const refused = await page.request.post('/api/squads', { data: { ...unique(), leadId, memberIds: [] } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'SQUAD_LIMIT', message: MSG.squads.teamLimit(1) });

  await page.goto('/squad/create-squad');
  await finishFirstLogin(page);
  await expect(page.getByRole('heading', { name: 'Create Squad' })).toBeVisible();
  await expect(page.getByText(MSG.squads.teamLimit(1))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();

  await page.goto('/squad/squad-list');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(first.name);
  await expect(rows(page).first()).toContainText(
    `${FIRST_LOGIN_NAMES.firstName} ${FIRST_LOGIN_NAMES.lastName}`,
  );
});
