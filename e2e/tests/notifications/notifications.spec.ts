import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { latestLink } from '../support/mail.ts';
import { highlightMention } from '../support/mentions.ts';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
  uniqueEmail,
} from '../support/users.ts';

// Issue 19 in the browser: a mention typed in one browser reaches the other person's bell
// without a reload, and their notifications list opens it; unsubscribe by session and a forged
// link refused; the staff-only admin dashboard; the dashboard's first steps. The rules behind
// each are in the server's route tests.

const COLLEAGUE = 'Max Member';
const COLLEAGUE_EMAIL = 'demo.member2@squadboard.local';

let fixture: SquadFixture;
test.describe('a mention', () => {
  test.beforeEach(async ({ browser }) => {
    fixture = await squadFixture(browser);
  });
  test.afterEach(async () => {
    await fixture.dispose();
  });

  test('typed in one browser shows in the other’s bell at once and opens from the list', async ({
    browser,
  }) => {
    const item = await createWorkItem(fixture, 'Story', uniqueTitle('Checkout copy'));
    const max = await browser.newContext();
    const ada = await browser.newContext();
    try {
      const maxPage = await max.newPage();
      await signInAs(maxPage, COLLEAGUE_EMAIL, DEMO_PASSWORD);
      await maxPage.goto('/dashboard');
      const before = (await (await maxPage.request.get('/api/notifications/unread-count')).json())
        .unread as number;
      const bell = maxPage.getByRole('link', { name: /^Notifications/ });
      await expect(bell).toBeVisible();

      const adaPage = await ada.newPage();
      await signInAs(adaPage, DEMO.admin, DEMO_PASSWORD);
      await adaPage.goto(`/edit-tab/work-item/${item.id}`);
      await adaPage.getByRole('tab', { name: 'Comments' }).click();
      const box = adaPage
        .getByRole('tabpanel', { name: 'Comments' })
        .getByRole('textbox', { name: 'Comment' });
      await box.click();
      await box.pressSequentially('Could you check the wording, @Ma');
      await highlightMention(adaPage, COLLEAGUE);
      await adaPage.keyboard.press('Enter');
      await adaPage.keyboard.press('Enter');
      await expect(toast(adaPage)).toContainText(MSG.comments.added);

      // Max's page was never reloaded: the socket brought the count.
      await expect(bell).toHaveAccessibleName(new RegExp(`^Notifications, ${before + 1} unread$`));
      const title = MSG.notifications.mention('Ada Admin', `${item.acronymId} - ${item.title}`);

      await bell.click();
      await expect(maxPage).toHaveURL(/\/notification$/);
      const row = maxPage.getByRole('link', { name: title }).first();
      await expect(row).toBeVisible();
      await row.click();
      await expect(maxPage).toHaveURL(new RegExp(`/edit-tab/work-item/${item.id}$`));
      await expect(bell).toHaveAccessibleName(before === 0 ? 'Notifications' : /^Notifications/);
    } finally {
      await max.close();
      await ada.close();
    }
  });
});

test('unsubscribe: a signed-in user stops their mail; a forged link is refused', async ({
  page,
  browser,
}) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  await page.goto('/unsubscribe');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('link', { name: MSG.unsubscribe.joinToday })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(MSG.unsubscribe.unsubscribed).first()).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(MSG.unsubscribe.alreadyUnsubscribed).first()).toBeVisible();

  // A visitor with a link whose signature was made up: the address is shown, nothing changes.
  const visitor = await browser.newContext();
  try {
    const other = uniqueEmail('forged');
    const forged = `${Buffer.from(other).toString('base64url')}.${'A'.repeat(43)}`;
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/unsubscribe/${forged}`);
    await expect(visitorPage.getByRole('textbox', { name: 'Email' })).toHaveValue(other);
    await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitorPage.getByText(MSG.unsubscribe.failed).first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('unsubscribe: a typed address is mailed a confirmation link, which unsubscribes when followed', async ({
  page,
}) => {
  const email = uniqueEmail('typed');
  await page.goto('/unsubscribe');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: MSG.unsubscribe.confirmationSent(email) })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(MSG.unsubscribe.failed)).toHaveCount(0);

  // The mailed link opens the page with its signature: it unsubscribes without another press.
  const link = new URL(await latestLink(email, '/unsubscribe/'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('status').filter({ hasText: MSG.unsubscribe.unsubscribed }).first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('the admin dashboard: staff see the ten cards and the organisations behind one; others are refused', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin-dashboard');
  await expect(page.getByText(MSG.adminDashboard.noAccess)).toBeVisible();
  await expect(page.getByText(MSG.adminDashboard.contactAdmin(DEMO.admin))).toBeVisible();
  await expect(toast(page)).toContainText(MSG.adminDashboard.unverifiedUser);

  const staff = await browser.newContext();
  try {
    const staffPage = await staff.newPage();
    const email = await createActiveUser(
      staffPage.request,
      uniqueEmail('staff').replace('@example.com', '@staff.squadboard.test'),
    );
    await signInAs(staffPage, email, PASSWORD);
    await staffPage.goto('/admin-dashboard');
    await finishFirstLogin(staffPage);
    await expect(staffPage.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const customers = staffPage.getByRole('button', { name: /^Customers: \d+$/ });
    await expect(customers).toBeVisible();
    await expect(staffPage.getByRole('button', { name: /^Customer Without Retro: \d+$/ })).toBeVisible();
    await customers.click();
    const drawer = staffPage.getByRole('dialog', { name: /Customers/ });
    // Newest first: the staff member's own organisation, which has no name yet, is among them.
    await expect(drawer.getByText('(no name)').first()).toBeVisible();
  } finally {
    await staff.close();
  }
});

test('a new organisation’s dashboard shows its first steps instead of empty blocks', async ({ page }) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  await page.goto('/dashboard');
  await finishFirstLogin(page);
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await page.getByRole('link', { name: /Create a squad/ }).click();
  await expect(page).toHaveURL(/\/squad\/create-squad$/);
});
