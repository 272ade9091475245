import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  FIRST_LOGIN_NAMES,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
} from '../support/users.ts';

// A real 8×8 PNG (red), small enough to keep in the test.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFTEMLQkAtXM/wV5nrjkAAAAASUVORK5CYII=',
  'base64',
);

function headerAvatar(page: Page) {
  return page.getByRole('button', { name: 'Account menu' }).locator('img');
}

async function chooseAvatar(page: Page, scope: ReturnType<Page['locator']> | Page = page) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Upload avatar' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
}

async function openProfile(page: Page, email: string) {
  await signInAs(page, email);
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
}

test('first sign-in: MY PROFILE with an avatar, the tour, and never again', async ({ page, request }) => {
  // An avatar upload, the names, the five-step tour and a reload in one journey.
  test.slow();
  const email = await createActiveUser(request);
  await signInAs(page, email);
  await page.goto('/dashboard');

  const dialog = page.getByRole('dialog', { name: 'MY PROFILE' });
  await expect(dialog).toBeVisible();
  await chooseAvatar(page, dialog);
  // The names are asked for here, once: nobody is known by an e-mail address.
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(MSG.profile.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(MSG.profile.lastNameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // The tour: forward, back, forward to the end.
  const tour = page.getByRole('dialog', { name: 'Find your way' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Report a bug' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toBeVisible();
  for (let step = 0; step < 4; step++) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The header shows the uploaded picture, served by the server.
  await expect(headerAvatar(page)).toHaveAttribute('src', /^\/api\/users\/[0-9a-f-]{36}\/avatar\?v=/);
  const src = (await headerAvatar(page).getAttribute('src')) ?? '';
  const image = await page.request.get(src);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'MY PROFILE' })).toHaveCount(0);
});

test('edits the profile, with the spec messages', async ({ page, request }) => {
  const email = await createActiveUser(request);
  await openProfile(page, email);

  await expect(page.getByLabel('User Name')).toHaveValue(email);
  await expect(page.getByLabel('User Name')).toBeDisabled();
  // The first-login dialog saved the names and the browser's time zone.
  await expect(page.getByLabel('First Name')).toHaveValue(FIRST_LOGIN_NAMES.firstName);
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).not.toHaveValue('');
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill(' ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.profile.firstNameRequired)).toBeVisible();
  await expect(page.getByText(MSG.profile.lastNameRequired)).toBeVisible();

  await page.getByLabel('Company Name').fill('Hopper Labs');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Location').fill('Arlington');
  await page.getByRole('combobox', { name: 'Time Zone' }).click();
  await page.getByRole('combobox', { name: 'Time Zone' }).fill('Kolkata');
  await page.getByRole('option', { name: '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText(MSG.profile.updated);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Grace Hopper')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByLabel('Company Name')).toHaveValue('Hopper Labs');
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue(
    '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi',
  );
  await expect(page.getByText('Arlington')).toBeVisible();
});

test('the profile card uploads an avatar; a failed upload restores the previous one', async ({
  page,
  request,
}) => {
  const email = await createActiveUser(request);
  await openProfile(page, email);
  const main = page.getByRole('main');

  await chooseAvatar(page, main);
  await expect(toast(page)).toContainText(MSG.profile.updated);
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/avatar\?v=/);
  const before = await headerAvatar(page).getAttribute('src');

  await page.route('**/api/profile/avatar', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 400, code: 'AVATAR_TYPE', message: MSG.profile.avatarTypes }),
    }),
  );
  await chooseAvatar(page, main);
  await expect(toast(page)).toContainText(MSG.profile.avatarTypes);
  await expect(main.locator('img').first()).toHaveAttribute('src', before ?? '');
  await expect(headerAvatar(page)).toHaveAttribute('src', before ?? '');
});

test('changes the password, then signs in with the new one', async ({ page, request }) => {
  const email = await createActiveUser(request);
  await openProfile(page, email);
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/my-profile\/account-settings$/);
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.password.currentRequired)).toBeVisible();
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password').fill('short');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.password.length)).toBeVisible();
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MSG.password.mustDiffer)).toBeVisible();

  const next = 'N3w#Passw0rd';
  await page.getByLabel('Current Password').fill('Wrong#Pass1');
  await page.getByLabel('New Password').fill(next);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText(MSG.password.currentIncorrect);

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText(MSG.password.changed);
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  // This session goes on; signing in again needs the new password.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(
    (await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).status(),
  ).toBe(401);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('My Plan from the account menu shows BETA and the number of teams; payment and help', async ({
  page,
  request,
}) => {
  const email = await createActiveUser(request);
  await signInAs(page, email);
  await page.goto('/dashboard');
  await finishFirstLogin(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: MSG.topBar.myPlan }).click();
  await expect(page.getByRole('tab', { name: 'My Plan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('CURRENT PLAN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BETA' })).toBeVisible();
  await expect(page.getByLabel('Number of Teams')).toHaveValue('1');
  // A Super Admin upgrades from the plans page; a new organisation is offered the trial.
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
  await expect(page.getByText(MSG.billing.trialBanner(30))).toBeVisible();

  // Tabs are reachable by keyboard.
  await page.getByRole('tab', { name: 'My Plan' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Payment History' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(MSG.billing.betaPaymentMethod)).toBeVisible();

  await page.getByRole('tab', { name: 'Help' }).click();
  await expect(page.getByText(MSG.profile.supportQueries)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member sees the company name but cannot change it', async ({ page }) => {
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/profile/my-profile');
  await expect(page.getByLabel('Company Name')).toHaveValue('Demo Organisation');
  await expect(page.getByLabel('Company Name')).toBeDisabled();
  await page.getByRole('tab', { name: 'My Plan' }).click();
  await expect(page.getByRole('heading', { name: 'BETA' })).toBeVisible();
  await expect(page.getByLabel('Number of Teams')).toHaveCount(0);
});
