import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { uniqueTitle } from '../join-retro/retro-api.ts';
import { expectNoSidewaysScroll } from '../support/fits.ts';
import { createActiveUser, PASSWORD, signInAs, toast } from '../support/users.ts';

// The Project view of /actions against the real server. Registers belong to the whole
// organisation, so every test starts a fresh one (its Super Admin) and never sees another's.

const ME = { firstName: 'Rita', lastName: 'Register' };

async function freshOrganisation(page: Page): Promise<void> {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  const named = await page.request.put('/api/profile', {
    data: { ...ME, location: 'Leeds', timeZone: 'Europe/London' },
  });
  expect(named.status(), await named.text()).toBe(200);
  const done = await page.request.post('/api/profile/first-login', { data: {} });
  expect(done.status(), await done.text()).toBe(200);
}

async function pickOwner(page: Page, scope: ReturnType<Page['getByRole']>, label: string) {
  await scope.getByRole('textbox', { name: label }).fill('Reg');
  await page.getByRole('option', { name: /Rita Register/ }).click();
  await expect(scope.getByRole('textbox', { name: label })).toHaveValue('Rita Register');
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function rows(page: Page) {
  return page.getByTestId('action-register-item-row');
}

async function menuAction(page: Page, actionRegister: string, action: 'Edit' | 'Archive' | 'Delete') {
  // A dialog or menu still fading out would swallow the click, as it would a person's.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: `Options for register ${actionRegister}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('creates a register, adds and edits items in place and in the modal, archives and deletes it', async ({
  page,
}) => {
  // The whole life of a register in one journey: past a minute on a loaded 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await freshOrganisation(page);
  await page.goto('/actions?view=project');
  await expect(page.getByRole('heading', { name: 'Action Register - 0' })).toBeVisible();
  await expect(page.getByText('No registers yet')).toBeVisible();

  // The register form: errors only after a first attempt, with the spec's messages.
  await page.getByRole('button', { name: 'New Register' }).click();
  const form = page.getByRole('dialog', { name: 'New Register' });
  await expect(form.getByText(MSG.actionRegisters.nameRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    MSG.actionRegisters.nameRequired,
    MSG.actionRegisters.descriptionRequired,
    MSG.actionRegisters.ownerRequired,
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  const name = uniqueTitle('Website relaunch');
  await form.getByRole('textbox', { name: 'Register name' }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('Everything the relaunch still needs.');
  await pickOwner(page, form, 'Owner');
  // Custom statuses: Enter and Add+ add one, empty is ignored, × removes.
  const newStatus = form.getByRole('textbox', { name: 'New status' });
  await newStatus.fill('Blocked');
  await newStatus.press('Enter');
  await newStatus.fill('Waiting');
  await form.getByRole('button', { name: 'Add+' }).click();
  await newStatus.fill('   ');
  await form.getByRole('button', { name: 'Add+' }).click();
  await form.getByRole('button', { name: 'Remove Waiting' }).click();
  await expect(form.getByRole('listitem')).toHaveText(['Open', 'In Progress', 'Closed', 'Blocked']);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.created);
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Action Register - 1' })).toBeVisible();
  const actionRegister = page.getByTestId('action-register').filter({ hasText: name });
  await expect(actionRegister).toContainText('Owner: Rita Register');
  await expect(actionRegister.getByTestId('register-open-count')).toHaveText('Total actions: 0');

  // First item through the modal, with a comment.
  await actionRegister.getByRole('button', { name: 'Add action item' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Add Action Item' });
  await itemForm.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    MSG.actionRegisters.itemTitleRequired,
    MSG.actionRegisters.descriptionRequired,
    MSG.actionRegisters.ownerRequired,
  ]) {
    await expect(itemForm.getByText(message)).toBeVisible();
  }
  await itemForm.getByRole('textbox', { name: 'Action Title' }).fill('Book the load test');
  await itemForm.getByRole('textbox', { name: 'Description' }).fill('Two days in the staging slot.');
  await pickOwner(page, itemForm, 'Owner');
  await choose(page, itemForm, 'Status', 'Blocked');
  await choose(page, itemForm, 'Priority', 'High');
  await itemForm.getByRole('textbox', { name: 'Comment' }).fill('Waiting for the staging budget.');
  await itemForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.itemCreated);
  await expect(itemForm).toBeHidden();

  // Second item, plain. The same toast is never shown twice while on screen (spec), so the
  // first one must have gone for the second save's toast to be its own.
  await expect(toast(page)).toHaveCount(0);
  await actionRegister.getByRole('button', { name: 'Add action item' }).click();
  await itemForm.getByRole('textbox', { name: 'Action Title' }).fill('Write the redirects');
  await itemForm.getByRole('textbox', { name: 'Description' }).fill('Old addresses keep working.');
  await pickOwner(page, itemForm, 'Owner');
  await itemForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.itemCreated);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Blocked');
  await expect(rows(page).first()).toContainText('1 comment');
  await expect(actionRegister.getByTestId('register-open-count')).toHaveText('Total actions: 2');

  // In place: close the second item.
  await page.getByRole('button', { name: 'Edit Write the redirects' }).click();
  const editing = rows(page).nth(1);
  await editing.getByRole('textbox', { name: 'Title' }).fill('Write the 301 redirects');
  await choose(page, editing, 'Status', 'Closed');
  await page.getByRole('button', { name: 'Save Write the redirects' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.itemUpdated);
  await expect(rows(page).nth(1)).toContainText('Write the 301 redirects');
  await expect(rows(page).nth(1)).toContainText('Closed');
  await expect(actionRegister.getByTestId('register-open-count')).toHaveText('Total actions: 1');
  await expect(actionRegister.getByTestId('register-closed-count')).toHaveText('Closed actions: 1');

  // Per-register search and filter.
  await actionRegister.getByRole('searchbox', { name: 'Search action items' }).fill('301');
  await expect(rows(page)).toHaveCount(1);
  await actionRegister.getByRole('button', { name: 'Clear search' }).click();
  await choose(page, actionRegister, 'Filter', 'Assigned to me');
  await expect(rows(page)).toHaveCount(2);
  await choose(page, actionRegister, 'Filter', 'Priority');
  await expect(rows(page).first()).toContainText('High');
  await choose(page, actionRegister, 'Filter', 'No filter');
  await expect(actionRegister.getByRole('combobox', { name: 'Filter' })).toHaveValue('No filter');

  // Comments keep their author and date; another one is added with an update.
  await page.getByRole('button', { name: '1 comment on Book the load test' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Action Item' });
  await expect(edit).toContainText('Waiting for the staging budget.');
  await expect(edit).toContainText('Rita Register');
  await expect(edit).toContainText(/\d{1,2} \w{3} \d{4} \d{2}:\d{2}:\d{2}/);
  await edit.getByRole('textbox', { name: 'Comment' }).fill('Budget approved.');
  await expect(toast(page)).toHaveCount(0); // the in-place save's identical toast has gone
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.itemUpdated);
  await expect(page.getByRole('button', { name: '2 comments on Book the load test' })).toBeVisible();

  // Edit the register: removing a status in use is refused by the server, renaming works.
  await menuAction(page, name, 'Edit');
  const editForm = page.getByRole('dialog', { name: 'Edit Register' });
  await editForm.getByRole('button', { name: 'Remove Blocked' }).click();
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(editForm.getByText(MSG.actionRegisters.statusInUse('Blocked'))).toBeVisible();
  const renamed = `${name} (phase 2)`;
  await editForm.getByRole('textbox', { name: 'New status' }).fill('Blocked');
  await editForm.getByRole('textbox', { name: 'New status' }).press('Enter');
  await editForm.getByRole('textbox', { name: 'Register name' }).fill(renamed);
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.updated);
  await expect(page.getByTestId('action-register').filter({ hasText: renamed })).toBeVisible();

  // Archive: gone from Open and All, listed under Archive without the Archive entry.
  await menuAction(page, renamed, 'Archive');
  await expect(toast(page)).toHaveText(MSG.actionRegisters.statusChanged('archive'));
  await expect(page.getByRole('heading', { name: 'Action Register - 0' })).toBeVisible();
  await choose(page, page.locator('body'), 'Register status', 'All');
  await expect(page.getByRole('heading', { name: 'Action Register - 0' })).toBeVisible();
  await choose(page, page.locator('body'), 'Register status', 'Archive');
  await expect(page.getByRole('heading', { name: 'Action Register - 1' })).toBeVisible();
  await page.getByRole('button', { name: `Options for register ${renamed}` }).click();
  // The menu is open (an Escape before it opens closes nothing), without Archive.
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Let the menu finish closing: a click on its button mid-fade would toggle it shut again.
  await expect(page.getByRole('menu')).toBeHidden();

  // Delete asks first; Cancel keeps it, Delete removes it.
  await menuAction(page, renamed, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete register' });
  await expect(confirm).toContainText(MSG.actionRegisters.deleteConfirm);
  // Opened to the end (fully opaque) before the picture.
  await expect(confirm).toHaveCSS('opacity', '1');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Action Register - 1' })).toBeVisible();
  await menuAction(page, renamed, 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toHaveText(MSG.actionRegisters.statusChanged('deleted'));
  await expect(page.getByRole('heading', { name: 'Action Register - 0' })).toBeVisible();
});

test('one register open at a time, and the view fits a phone and the side-menu widths', async ({ page }) => {
  await freshOrganisation(page);
  const me = (await (await page.request.get('/api/auth/me')).json()).user.id as string;
  const names = [uniqueTitle('Office move'), uniqueTitle('Hiring plan')];
  for (const name of names) {
    const created = await page.request.post('/api/action-registers', {
      data: { name, description: `All of ${name}`, ownerId: me, status: 'Open', createdOn: '2026-01-05' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const actionRegisterId = (await created.json()).actionRegister.id as string;
    const item = await page.request.post(`/api/action-registers/${actionRegisterId}/items`, {
      data: {
        title: `A fairly long action item title for ${name} that must wrap`,
        description: 'Made by the e2e suite',
        ownerId: me,
        status: 'In Progress',
      },
    });
    expect(item.status(), await item.text()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/actions?view=project');
  await expect(page.getByRole('heading', { name: 'Action Register - 2' })).toBeVisible();
  // Same created-on date: the newer register comes first and is opened after loading.
  const [older, newer] = names as [string, string];
  // The accordion controls: name, owner and counts.
  const first = page.getByRole('button', { name: new RegExp(`^${newer} Owner`) });
  const second = page.getByRole('button', { name: new RegExp(`^${older} Owner`) });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(rows(page)).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(older);

  // By keyboard: the panels above may still be sliding shut, and a click by position could land
  // where the button was a frame ago.
  await page.getByRole('button', { name: 'Add action item' }).focus();
  await page.keyboard.press('Enter');
  const itemForm = page.getByRole('dialog', { name: 'Add Action Item' });
  await expect(itemForm.getByRole('combobox', { name: 'Project' })).toBeDisabled();
  await expect(itemForm).toHaveCSS('opacity', '1');
  await itemForm.getByRole('button', { name: 'Cancel' }).click();

  for (const width of [820, 920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(rows(page)).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  }
});
