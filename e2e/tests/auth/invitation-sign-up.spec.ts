import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { invitationLinkFor } from '../permissions/invitation-mail.ts';
import { latestCode } from '../support/mail.ts';
import {
  createActiveUser,
  enterActivationCode,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
  uniqueEmail,
} from '../support/users.ts';

// An invitation is claimed through its mailed link (its single-use token), not
// by anyone who knows the invited address.

/** The refusal the sign-up form keeps on screen (the toast with the same words goes away). */
function formAlert(page: Page) {
  return page.locator('form').getByRole('alert');
}

async function createAccount(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('an invitee signs up through the mailed link; the address alone or a forged link claims nothing', async ({
  page,
  browser,
}) => {
  const admin = await createActiveUser(page.request);
  await signInAs(page, admin);
  const invitee = uniqueEmail('invitee');
  const invited = await page.request.post('/api/users', {
    data: { firstName: 'Ivy', lastName: 'Invitee', email: invitee },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const first = await invitationLinkFor(invitee);
  expect(new URL(first).searchParams.get('token')).toMatch(/^[\w-]{43}$/);

  // The first mail went astray: the admin sends a new link from the Users tab.
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  await page.goto('/configuration-settings/permissions');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Actions for Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: MSG.permissions.resendInvitation }).click();
  await expect(page.getByText(MSG.permissions.invitationResent(invitee))).toBeVisible();
  const link = await invitationLinkFor(invitee, first);

  // Someone who only knows the address tries the ordinary sign-up form.
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  await attackerPage.goto('/sign-up');
  await attackerPage.getByLabel('Email').fill(invitee);
  await createAccount(attackerPage, 'Attacker@123');
  await expect(formAlert(attackerPage)).toHaveText(MSG.signUp.invitationRequired);
  await expect(toast(attackerPage)).toHaveCount(0); // said once, beside the form
  await expect(attackerPage).toHaveURL(/\/sign-up$/);
  // The first link stopped working when the new one was sent.
  await attackerPage.goto(first);
  await createAccount(attackerPage, 'Attacker@123');
  await expect(formAlert(attackerPage)).toHaveText(MSG.signUp.invitationInvalid);
  // A forged token in an otherwise genuine link fares no better.
  const forged = new URL(link);
  forged.searchParams.set('token', 'A'.repeat(43));
  await attackerPage.goto(forged.toString());
  await expect(attackerPage.getByLabel('Email')).toHaveValue(invitee);
  await createAccount(attackerPage, 'Attacker@123');
  await expect(formAlert(attackerPage)).toHaveText(MSG.signUp.invitationInvalid);
  await attacker.close();

  // The invitee opens the real link in a browser of their own and lands signed in.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  const email = inviteePage.getByLabel('Email');
  await expect(email).toHaveValue(invitee);
  await expect(email).toHaveAttribute('readonly', '');
  await createAccount(inviteePage, PASSWORD);
  await expect(inviteePage).toHaveURL(/\/activate\//);
  // Two invitations came first; the attempts above sent nothing, so the code is the third mail.
  const code = await latestCode(invitee, 2);
  await enterActivationCode(inviteePage, code);
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await finishFirstLogin(inviteePage);
  await expect(inviteePage.getByRole('banner').getByText('Squad Member')).toBeVisible();
  const me = await inviteePage.request.get('/api/auth/me');
  expect((await me.json()).user).toMatchObject({ email: invitee, role: 'SQUAD_MEMBER' });

  // The link was single-use: opening it again cannot set another password.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link);
  await createAccount(againPage, 'Attacker@123');
  await expect(toast(againPage)).toContainText(MSG.signUp.userExistsTryOther);
  await expect(againPage).toHaveURL(/\/sign-up\?/);
  const signIn = await againPage.request.post('/api/auth/sign-in', {
    data: { email: invitee, password: 'Attacker@123' },
  });
  expect(signIn.status()).toBe(401);
  await again.close();
  await inviteeContext.close();
});
