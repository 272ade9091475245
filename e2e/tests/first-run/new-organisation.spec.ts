import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import { latestCode } from '../support/mail.ts';
import { enterActivationCode, PASSWORD, toast, uniqueEmail } from '../support/users.ts';

// The first five minutes of an organisation that signs up on its own and
// invites nobody. Everything goes through the browser, as its owner would: sign-up, the mailed
// code, the names asked once, a squad, a project register with its owner, an action assigned to
// the owner, an instant retro, and a sprint planned from the backlog. No step may be refused for
// something the product itself left out (a person with no name, an empty picker, no time zone).

// A dozen pages in one journey on a shared 2-core machine: each wait may take longer than the
// suite's 10 s (it still ends as soon as the page shows what is awaited).
const expect = baseExpect.configure({ timeout: 20_000 });

/** Where the journey leaves its pictures of the dialog and the greeting, to look at. */

/** Mantine names each day button like "30 November 2026". */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${d} ${month} ${y}`;
}

/** Picks the owner in a person picker by typing the start of their e-mail, as anyone may. */
async function pickByEmail(page: Page, field: Locator, email: string, name: string) {
  await field.fill(email.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(`${name}.*${email.replace(/[.+]/g, '\\$&')}`) }).click();
  await expect(field).toHaveValue(name);
}

test('a new organisation, with nobody invited, is planning, running a retro and assigning actions', async ({
  page,
}) => {
  // A dozen pages in one journey, on a machine shared with other suites.
  test.setTimeout(240_000);
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const email = uniqueEmail('owner');
  const [firstName, lastName] = ['Olive', `Owner${suffix}`];
  const ownerName = `${firstName} ${lastName}`;
  const squadName = `Launch Squad ${suffix}`;

  // Sign-up, and the activation code from the mail the server sent (activation signs in).
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page)).toContainText(MSG.signUp.codeSent);
  await expect(page).toHaveURL(/\/activate\//);
  await enterActivationCode(page, await latestCode(email));
  await expect(page).toHaveURL(/\/dashboard$/);

  // The first-login MY PROFILE dialog asks for the names; without them nothing is saved.
  const dialog = page.getByRole('dialog', { name: 'MY PROFILE' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload avatar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(MSG.profile.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(MSG.profile.lastNameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByText(`Welcome, ${firstName}!`)).toBeVisible();
  await expect(page.getByRole('banner').getByText(ownerName)).toBeVisible();

  // Once: a reload neither asks again nor forgets; the time zone came from the browser.
  await page.reload();
  await expect(page.getByText(`Welcome, ${firstName}!`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'MY PROFILE' })).toHaveCount(0);
  const me = await page.request.get('/api/profile');
  expect((await me.json()).profile).toMatchObject({ firstName, lastName, firstLogin: false });
  expect((await me.json()).profile.timeZone).toEqual(expect.any(String));

  // A squad, led by the owner (the one possible lead, already chosen, by name).
  await page.goto('/squad/create-squad');
  await expect(page.getByRole('combobox', { name: 'Squad Lead' })).toHaveValue(ownerName);
  await page.getByLabel('Squad Name').fill(squadName);
  await page.getByLabel('Acronym').fill(`L${suffix.slice(0, 4)}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.squads.created);
  await expect(page.getByTestId('squad-row').filter({ hasText: squadName })).toContainText(ownerName);

  // A project register, owned by the owner: the Owner picker finds them (here by e-mail).
  await page.goto('/actions?view=project');
  await page.getByRole('button', { name: 'New Register' }).click();
  const registerForm = page.getByRole('dialog', { name: 'New Register' });
  await registerForm.getByRole('textbox', { name: 'Register name' }).fill(`Launch ${suffix}`);
  await registerForm.getByRole('textbox', { name: 'Description' }).fill('What the launch still needs.');
  await pickByEmail(page, registerForm.getByRole('textbox', { name: 'Owner' }), email, ownerName);
  await registerForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.created);
  await expect(page.getByTestId('action-register').filter({ hasText: `Launch ${suffix}` })).toContainText(
    `Owner: ${ownerName}`,
  );

  // An action of the squad, assigned to the owner, found by name.
  await page.goto('/actions');
  await page.getByRole('button', { name: 'Add Actions' }).click();
  const actionForm = page.getByRole('dialog', { name: 'Add Action' });
  const squadField = actionForm.getByRole('combobox', { name: 'Squad' });
  if ((await squadField.inputValue()) !== squadName) {
    await squadField.click();
    await page.getByRole('option', { name: squadName }).click();
  }
  await actionForm.getByRole('textbox', { name: 'Action Title' }).fill(`Book the venue ${suffix}`);
  await actionForm.getByRole('textbox', { name: 'Description' }).fill('Before the invitations go out.');
  const assignee = actionForm.getByRole('textbox', { name: 'Assigned To' });
  await assignee.fill(firstName);
  await page.getByRole('option', { name: new RegExp(ownerName) }).click();
  await expect(assignee).toHaveValue(ownerName);
  await actionForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.actions.created);
  await expect(actionForm).toBeHidden();

  // An instant retro of the squad opens its room straight away.
  const retroTitle = `Kick-off ${suffix}`;
  await page.goto('/retro/create-retro');
  await page.getByLabel('Title').fill(retroTitle);
  await expect(page.getByRole('combobox', { name: 'Squad', exact: true })).toHaveValue(squadName);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.retro.created);
  await expect(page).toHaveURL(/\/retro-session\/[A-Za-z0-9+/=-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: retroTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Column Went well', exact: true })).toBeVisible();

  // A sprint for the squad, in Sprint Settings.
  const sprintName = `Sprint ${suffix}`;
  await page.goto('/configuration-settings/sprint');
  await expect(page.getByRole('combobox', { name: 'Squad', exact: true })).toHaveValue(squadName);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const sprintForm = page.getByRole('dialog', { name: 'Create sprint' });
  await expect(sprintForm.getByRole('combobox', { name: 'Squads' })).toHaveValue(squadName);
  await sprintForm.getByRole('textbox', { name: 'Sprint Name' }).fill(sprintName);
  // The earliest start the server allows (today, or a later day), as the field's hint says.
  const config = (await (await page.request.get('/api/sprints/config')).json()) as {
    squads: { id: string; name: string }[];
  };
  const squadId = config.squads.find((s) => s.name === squadName)?.id ?? '';
  const list = await page.request.get(`/api/sprints?squadId=${squadId}`);
  const { minimumStartDate } = (await list.json()) as { minimumStartDate: string };
  await sprintForm.getByRole('button', { name: 'Start Date' }).click();
  await page
    .getByRole('button', { name: dayLabel(firstWorkingDayFrom(minimumStartDate)), exact: true })
    .click();
  await sprintForm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.sprint.created);
  await expect(sprintForm).toBeHidden();

  // The backlog: a work item added there, then planned into the sprint.
  const itemTitle = `Landing page ${suffix}`;
  await page.goto('/backlog');
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveValue(squadName);
  // A Story, the quick add's first type.
  await expect(page.getByRole('combobox', { name: 'New item type' })).toHaveValue('Story');
  const titleBox = page.getByRole('textbox', { name: 'New item title' });
  await titleBox.fill(itemTitle);
  await titleBox.press('Enter');
  const grid = page.getByRole('grid', { name: `Backlog of ${squadName}` });
  const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: itemTitle, exact: true }) });
  await expect(row).toHaveCount(1);
  const card = page.getByRole('region', { name: sprintName, exact: true });
  await expect(card.getByText('0 items', { exact: true })).toBeVisible();
  await row.getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Change the selected items' })
    .getByRole('combobox', { name: 'Move to sprint' })
    .click();
  await page.getByRole('option', { name: sprintName }).click();
  await expect(card.getByText('1 item', { exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: itemTitle, exact: true })).toHaveCount(0);
});
