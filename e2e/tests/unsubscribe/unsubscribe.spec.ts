import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { latestLink } from '../support/mail.ts';
import { createActiveUser, PASSWORD, signInAs, uniqueEmail } from '../support/users.ts';

// The unsubscribe page stops a person's optional mail, by their session or by the
// signed link a mail carries; a forged link is refused. The rules are in the server's route tests.

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
