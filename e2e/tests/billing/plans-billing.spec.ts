import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { TEST_CARDS } from '@squadboard/domain/billing/billing.model';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import {
  createActiveUser,
  finishFirstLogin,
  PASSWORD,
  signInAs,
  toast,
  uniqueEmail,
} from '../support/users.ts';

// A Super Admin buys a plan with the built-in test provider's checkout (the billing
// form) and the test card, switches it with the proration confirmation, and cancels it; a free
// organisation meets its squad limit with the upgrade offered. The providers' details are in the
// server's route tests; this is the whole journey in the browser.

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function payWithTestCard(page: Page, email: string): Promise<void> {
  const pay = page.getByRole('button', { name: /^Pay / });
  // A refused submit first: the spec's messages appear only after a submit attempt.
  await pay.click();
  await expect(page.getByText(MSG.billing.firstNameRequired)).toBeVisible();
  await expect(page.getByText(MSG.billing.addressRequired)).toBeVisible();

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Address').fill('1 Analytical Way');
  await choose(page, page.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
  await choose(page, page.getByRole('combobox', { name: 'State' }), 'Edinburgh, City of');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await choose(page, page.getByRole('combobox', { name: 'Expiry month' }), '12');
  await choose(page, page.getByRole('combobox', { name: 'Expiry year' }), '2039');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await pay.click();
}

test('a Super Admin chooses a plan, pays with the test card, switches it and cancels it', async ({
  page,
}) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email, PASSWORD);
  await page.goto('/plans');
  await finishFirstLogin(page);

  // A new organisation is offered the trial; prices and limits come from the server.
  await expect(page.getByText(MSG.billing.trialBanner(30))).toBeVisible();
  const starter = page.getByRole('region', { name: 'Starter' });
  await expect(starter).toContainText('$12.00');
  await expect(starter).toContainText('Up to 5 squads');
  await expectNoSeriousViolations(page, 'plans');
  await starter.getByRole('button', { name: 'Choose plan' }).click();

  await expect(page).toHaveURL(/\/billing-form\?session_id=cs_test_/);
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  await expectNoSeriousViolations(page, 'billing form');
  await payWithTestCard(page, email);

  // Back on /plans?session_id=…, the confirmation runs and shows the order.
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText('Starter (monthly)')).toBeVisible();
  await page.getByRole('link', { name: 'View My Plan' }).click();

  const panel = page.getByRole('tabpanel', { name: 'My Plan' });
  await expect(panel.getByText('Starter (monthly)').first()).toBeVisible();
  await expect(panel.getByText(/^Trial ends on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  // Switch: the chooser, then the payment confirmation with its lines, then Pay.
  await panel.getByRole('button', { name: 'Switch plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Switch plan' });
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page)).toContainText(MSG.billing.chooseAnyPlan);
  await chooser.getByRole('radio', { name: /^Professional · Monthly/ }).click();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Switch plan: confirm payment' });
  await expect(payment.getByText('Trial period for Professional (monthly)')).toBeVisible();
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page)).toContainText(MSG.billing.changed);
  await expect(payment).toBeHidden();
  await expect(panel.getByText('Professional (monthly)').first()).toBeVisible();

  // Cancel: the Cancel Renewal dialog, then its confirmation; the plan runs to the period's end.
  await panel.getByRole('button', { name: 'Plan options' }).click();
  await page.getByRole('menuitem', { name: 'Cancel membership' }).click();
  const renewal = page.getByRole('dialog', { name: 'Cancel Renewal' });
  await renewal.getByLabel('Comments').fill('Trying it out for now.');
  await renewal.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page)).toContainText(MSG.billing.cancelled);
  const cancelled = page.getByRole('dialog', { name: 'Membership cancelled' });
  await cancelled.getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByRole('button', { name: 'Keep my plan' })).toBeVisible();

  // A second cancel is refused the way the spec says.
  await panel.getByRole('button', { name: 'Plan options' }).click();
  await page.getByRole('menuitem', { name: 'Cancel membership' }).click();
  await expect(toast(page)).toContainText(MSG.billing.alreadyCancelled);

  // Payment History lists the provider's invoices and the card.
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const history = page.getByRole('tabpanel', { name: 'Payment History' });
  await expect(history.getByText('PAYMENT METHOD - Visa •••• 4242')).toBeVisible();
  await expect(history.getByText('SQB-0001').first()).toBeVisible();
  await expect(history.getByText('SQB-0002').first()).toBeVisible();
});

test('a free organisation is refused a second squad, with its limit named and the upgrade offered', async ({
  page,
}) => {
  const email = await createActiveUser(page.request, uniqueEmail('free'), 'free');
  await signInAs(page, email, PASSWORD);
  const options = await (await page.request.get('/api/squads/options')).json();
  const leadId = (options.leads as { id: string }[])[0]?.id;
  const squad = (n: string) => ({ name: `Free ${n} ${Date.now()}`, acronym: `F${n}`, leadId, memberIds: [] });
  const created = await page.request.post('/api/squads', { data: squad('A') });
  expect(created.status(), await created.text()).toBe(201);
  const refused = await page.request.post('/api/squads', { data: squad('B') });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'SQUAD_LIMIT', message: MSG.squads.teamLimit(1) });

  await page.goto('/squad/create-squad');
  await finishFirstLogin(page);
  await expect(page.getByText(MSG.squads.teamLimit(1))).toBeVisible();
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('region', { name: 'Free' })).toContainText('1 squad');
});
