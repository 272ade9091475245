import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { latestCode, mailCount } from '../support/mail.ts';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
} from '../support/users.ts';

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO.lead, DEMO_PASSWORD);
  await page.goto('/dashboard');
});

test('report a bug: description required, e-mail prefilled, stored', async ({ page }) => {
  await page.getByRole('button', { name: MSG.topBar.reportBug }).click();
  const dialog = page.getByRole('dialog', { name: MSG.topBar.reportBug });
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO.lead);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(MSG.validation.descriptionRequired)).toBeVisible();
  await dialog.getByLabel('Description').fill('The timer does not stop when I press stop.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toContainText(MSG.bugReport.sent);
  await expect(dialog).toBeHidden();
});

test('notifications, help and the account menu', async ({ page, context, request }) => {
  // Someone nobody has mentioned or assigned yet: the demo users collect notifications from the
  // journeys running beside this one, and then the bell says how many instead.
  await signInAs(page, await createActiveUser(request), PASSWORD);
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  const bell = page.getByRole('link', { name: MSG.topBar.notifications });
  await bell.hover();
  await expect(page.getByText(MSG.topBar.noNotifications)).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notification$/);

  const [guide] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: MSG.topBar.help }).click(),
  ]);
  await guide.waitForLoadState();
  expect(guide.url()).toContain('/guide/');
  await expect(guide.getByRole('heading', { level: 1 })).toBeVisible();
  await guide.close();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: MSG.topBar.myPlan }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: MSG.topBar.myProfile })).toBeVisible();
});

test('a session ended elsewhere shows the spec message and returns to sign-in', async ({
  browser,
  request,
}) => {
  const email = await createActiveUser(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A password reset from another browser ends every session of the user, this one included.
  const before = await mailCount(email);
  expect((await request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);
  const code = await latestCode(email, before);
  const password = 'An0ther-pass!';
  const reset = await request.post('/api/auth/reset-password', {
    data: { email, code, password, confirmPassword: password },
  });
  expect(reset.status()).toBe(200);

  // No reload or click: the server closes the ended session's socket and the tab leaves at once.
  await expect(toast(page)).toContainText(MSG.session.expired);
  await expect(page).toHaveURL(/\/sign-in$/);
  await context.close();
});
