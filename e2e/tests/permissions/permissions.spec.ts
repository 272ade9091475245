import { expect, type Page, test } from '@playwright/test';
import { encodeEmailId, MSG } from '@squadboard/domain';
import { latestCode } from '../support/mail.ts';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  enterActivationCode,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
  uniqueEmail,
} from '../support/users.ts';
import { invitationLinkFor } from './invitation-mail.ts';

const P = MSG.permissions;

async function openPermissions(page: Page, tab: 'Roles' | 'Users') {
  await page.goto('/configuration-settings/permissions');
  await page.getByRole('tab', { name: tab }).click();
}

test('a Super Admin invites a user who signs up, is promoted to Squad Admin, then made inactive', async ({
  page,
  browser,
}) => {
  // A fresh organisation of its own, so the counts below are exact.
  const adminEmail = await createActiveUser(page.request);
  await signInAs(page, adminEmail);
  await page.goto('/dashboard');
  await finishFirstLogin(page);

  await openPermissions(page, 'Users');
  await expect(page.getByRole('heading', { name: P.total(0) })).toBeVisible();
  await expect(page.getByText(P.noUsers)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();

  // ADD USER: errors appear only after a submit attempt, with the spec's words.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'ADD USER' });
  await expect(addDialog.getByText(P.firstNameRequired)).toBeHidden();
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog.getByText(P.firstNameRequired)).toBeVisible();
  await expect(addDialog.getByText(P.lastNameRequired)).toBeVisible();
  await expect(addDialog.getByText(P.emailRequired)).toBeVisible();

  const invitee = uniqueEmail('invitee');
  await addDialog.getByLabel('First Name').fill('Ivy');
  await addDialog.getByLabel('Last Name').fill('Invitee');
  await addDialog.getByLabel('Email Address').fill('ivy@example.info');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog.getByText(P.emailInvalid)).toBeVisible();
  await addDialog.getByLabel('Email Address').fill(invitee);
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(P.created);
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: P.total(1) })).toBeVisible();
  const row = page.getByRole('row', { name: /Ivy Invitee/ });
  await expect(row).toContainText(invitee);
  await expect(row).toContainText('Squad Member');

  // The invitee follows the mailed link in a browser of their own.
  const link = await invitationLinkFor(invitee);
  expect(link).toContain(`/sign-up?id=${encodeURIComponent(encodeEmailId(invitee))}`);
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  const email = inviteePage.getByLabel('Email');
  await expect(email).toHaveValue(invitee);
  await expect(email).toHaveAttribute('readonly', '');
  await inviteePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(inviteePage)).toContainText(MSG.signUp.codeSent);
  await expect(inviteePage).toHaveURL(/\/activate\//);
  // The invitation was the first mail; the code comes in the second.
  const code = await latestCode(invitee, 1);
  await enterActivationCode(inviteePage, code);
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await finishFirstLogin(inviteePage);
  await expect(inviteePage.getByRole('banner').getByText('Squad Member')).toBeVisible();

  // ADD ROLES: the admin promotes the new member.
  await page.reload();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('row', { name: /Super Admin/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Squad Admin' }).click();
  const rolesDialog = page.getByRole('dialog', { name: 'ADD ROLES' });
  await expect(rolesDialog.getByText('No one has the Squad Admin role yet.')).toBeVisible();
  await rolesDialog.getByRole('combobox', { name: 'Add Squad Admins' }).fill('ivy');
  await page.getByRole('option', { name: /Ivy Invitee/ }).click();
  // A multi-select stays open for more picks; clicking elsewhere in the dialog closes it.
  await rolesDialog.getByRole('heading', { name: 'Squad Admins', exact: true }).click();
  await rolesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(P.roleSaved);
  await expect(rolesDialog).toBeHidden();

  await page.getByRole('button', { name: 'Squad Admin' }).click();
  await expect(
    rolesDialog.getByRole('button', { name: 'Remove Ivy Invitee from Squad Admins' }),
  ).toBeVisible();
  await rolesDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(row).toContainText('Squad Admin');
  await inviteePage.reload();
  await expect(inviteePage.getByRole('banner').getByText('Squad Admin')).toBeVisible();

  // EDIT USER: the e-mail is read-only; 'Make user inactive' ends the invitee's session at once.
  await page.getByRole('button', { name: 'Actions for Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'EDIT USER' });
  await expect(editDialog.getByLabel('Email Address')).toHaveValue(invitee);
  await expect(editDialog.getByLabel('Email Address')).toHaveAttribute('readonly', '');
  await editDialog.getByLabel(P.makeInactive).check();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(P.edited);
  await expect(page.getByRole('heading', { name: P.total(0) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show users' }).click();
  await page.getByRole('option', { name: 'InActive' }).click();
  await expect(page.getByRole('heading', { name: P.total(1) })).toBeVisible();
  await expect(row).toContainText('Inactive');

  expect((await inviteePage.request.get('/api/auth/me')).status()).toBe(401);
  await inviteePage.reload();
  await expect(inviteePage).toHaveURL(/\/sign-in$/);
  await inviteeContext.close();
});

test('the Users tab searches on the server and the Super Admin is never listed', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await openPermissions(page, 'Users');
  await expect(page.getByRole('row', { name: /Leo Lead/ })).toContainText('Squad Admin');
  await expect(page.getByRole('row', { name: /Ada Admin/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('demo.member1');
  await expect(page.getByRole('heading', { name: P.total(1) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mia Member/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-matches-this');
  await expect(page.getByText(P.noUsers)).toBeVisible();
  // The search box belongs to the Users tab only.
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveCount(0);
});

test('Squad Admins and Squad Members are kept out of Permissions', async ({ page }) => {
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/configuration-settings/permissions');
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.request.get('/api/users');
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toBe(MSG.generic.forbidden);
});
