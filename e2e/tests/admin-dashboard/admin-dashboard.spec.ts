import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
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

// Spec 001 §2.4: the staff-only admin metrics dashboard. Staff are the users of
// STAFF_EMAIL_DOMAIN, which playwright.config.ts sets for the server.

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
