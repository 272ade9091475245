import { MSG } from '@squadboard/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../lib/fake-api.fixture.ts';
import { failure, renderBilling, serve, testCheckout } from './billing.fixture.tsx';
import { BILLING_UI } from './billing-strings.ts';

// The test provider's hosted checkout (spec 000 §2 Billing form, §5) against a fake API.

const FORM_PATH = '/billing-form?session_id=cs_test_1';
const CHECKOUT_URL = '/api/billing/test-checkout/cs_test_1';
const PAY_URL = `${CHECKOUT_URL}/pay`;

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The open list of a Select (named by its label), once it shows. */
function openList(name: string): Promise<HTMLElement> {
  return screen.findByRole('listbox', { name });
}

function optionNames(list: HTMLElement): string[] {
  return [...list.querySelectorAll('[role="option"]')].map((one) => one.textContent ?? '');
}

async function choose(name: string, option: string) {
  fireEvent.click(select(name));
  const list = await openList(name);
  // By its text, not getByRole: working out the accessible name of each of 249 countries took
  // jsdom seconds per choice.
  const match = [...list.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (one) => one.textContent === option,
  );
  if (!match) {
    throw new Error(`no option ${option} in ${name}`);
  }
  fireEvent.click(match);
}

async function optionsOf(name: string): Promise<string[]> {
  const input = select(name);
  fireEvent.click(input);
  const names = optionNames(await openList(name));
  fireEvent.keyDown(input, { key: 'Escape' });
  return names;
}

async function fillValid(cardNumber = '4242424242424242') {
  type(BILLING_UI.firstName, 'Olivia');
  type(BILLING_UI.lastName, 'Owner');
  type(BILLING_UI.address, '1 Main Street');
  await choose(BILLING_UI.country, 'Canada');
  await choose(BILLING_UI.state, 'Ontario');
  type(BILLING_UI.cardName, 'Olivia Owner');
  type(BILLING_UI.cardNumber, cardNumber);
  await choose(BILLING_UI.expiryMonth, '12');
  await choose(BILLING_UI.expiryYear, '2039');
  fireEvent.change(screen.getByLabelText(BILLING_UI.cvv, { exact: false }), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

function serveCheckout(
  checkout = testCheckout(),
  pay: (call: FakeCall) => [number, unknown] = () => [200, { redirectUrl: '/plans?session_id=cs_test_1' }],
) {
  return serve({}, (call) => {
    if (call.url === CHECKOUT_URL) {
      return [200, checkout];
    }
    if (call.url === PAY_URL) {
      return pay(call);
    }
    return null;
  });
}

const payButton = () => screen.getByRole('button', { name: BILLING_UI.pay('$0.00') });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BillingFormPage', { timeout: 30_000 }, () => {
  it('shows the order summary of a trial and every required message after a submit attempt', async () => {
    const calls = serveCheckout();
    renderBilling(FORM_PATH);
    const summary = await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    expect(within(summary).getByText('Starter (monthly)')).toBeTruthy();
    expect(within(summary).getByText('$12.00 per month')).toBeTruthy();
    expect(within(summary).getByText(BILLING_UI.trialLength(30))).toBeTruthy();
    expect(within(summary).getByTestId('due-today').textContent).toBe('Due today $0.00');
    expect(screen.getByText(BILLING_UI.testModeNote)).toBeTruthy();
    expect((field(BILLING_UI.email) as HTMLInputElement).value).toBe('olivia@example.com');
    for (const name of ['Visa', 'Mastercard', 'American Express']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    // Nothing is said before the first attempt.
    expect(screen.queryByText(MSG.billing.firstNameRequired)).toBeNull();

    fireEvent.click(payButton());
    const M = MSG.billing;
    for (const message of [
      M.firstNameRequired,
      M.lastNameRequired,
      M.addressRequired,
      M.countryRequired,
      M.cardNameRequired,
      M.cardNumberRequired,
      M.expiryMonthRequired,
      M.expiryYearRequired,
      M.cvvRequired,
      M.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.some((call) => call.url === PAY_URL)).toBe(false);
  });

  it('offers the states of the chosen country only, and clears the state when the country changes', async () => {
    serveCheckout();
    renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    expect(select(BILLING_UI.state).hasAttribute('disabled')).toBe(true);
    await choose(BILLING_UI.country, 'Canada');
    const canadian = await optionsOf(BILLING_UI.state);
    expect(canadian).toContain('Ontario');
    expect(canadian).not.toContain('Victoria');
    await choose(BILLING_UI.state, 'Ontario');
    expect((select(BILLING_UI.state) as HTMLInputElement).value).toBe('Ontario');

    await choose(BILLING_UI.country, 'Australia');
    expect((select(BILLING_UI.state) as HTMLInputElement).value).toBe('');
    const australian = await optionsOf(BILLING_UI.state);
    expect(australian).toContain('Victoria');
    expect(australian).not.toContain('Ontario');
  });

  it('offers every ISO 3166 country, each with its own states (issue 31: once only 7)', async () => {
    serveCheckout();
    renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    const countries = await optionsOf(BILLING_UI.country);
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toEqual(expect.arrayContaining(['Japan', 'New Zealand', 'Brazil', 'Kenya']));
    await choose(BILLING_UI.country, 'New Zealand');
    const kiwi = await optionsOf(BILLING_UI.state);
    expect(kiwi).toContain('Canterbury');
    expect(kiwi).not.toContain('Ontario');
  });

  it('groups the card number as typed and refuses a number that fails the Luhn check', async () => {
    const calls = serveCheckout();
    renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    await fillValid('4242424242424241');
    expect((field(BILLING_UI.cardNumber) as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    fireEvent.click(payButton());
    expect(await screen.findByText(MSG.billing.cardNumberInvalid)).toBeTruthy();
    expect(calls.some((call) => call.url === PAY_URL)).toBe(false);
  });

  it("says 'Failed to payment' and the server's reason under the card number for a declined card", async () => {
    serveCheckout(testCheckout(), () => failure(402, 'CARD_DECLINED', MSG.billing.cardDeclined));
    const { router } = renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    await fillValid('4000000000000002');
    fireEvent.click(payButton());
    expect(await screen.findByText(MSG.billing.failedToPay)).toBeTruthy();
    const card = field(BILLING_UI.cardNumber);
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.billing.cardDeclined)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/billing-form');
  });

  it("puts the server's field messages on their fields", async () => {
    serveCheckout(testCheckout(), () =>
      failure(400, 'VALIDATION', 'Invalid input.', { address: 'Address is too vague.' }),
    );
    renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    await fillValid();
    fireEvent.click(payButton());
    expect(await screen.findByText('Address is too vague.')).toBeTruthy();
    expect(field(BILLING_UI.address).getAttribute('aria-invalid')).toBe('true');
  });

  it('pays, returns to /plans?session_id and ends on the order confirmation', async () => {
    const calls = serve({}, (call) => {
      if (call.url === CHECKOUT_URL) {
        return [200, testCheckout()];
      }
      if (call.url === PAY_URL) {
        return [200, { redirectUrl: '/plans?session_id=cs_test_1' }];
      }
      if (call.url === '/api/billing/checkout/confirm') {
        return [
          200,
          {
            plan: 'starter',
            amountPaid: 0,
            currency: 'usd',
            nextBillDate: '2026-12-20T10:00:00.000Z',
            trialEnd: '2026-12-20T10:00:00.000Z',
            invoiceNumber: null,
          },
        ];
      }
      return null;
    });
    const { router } = renderBilling(FORM_PATH);
    await screen.findByRole('region', { name: BILLING_UI.orderSummary });
    await fillValid();
    fireEvent.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmed-bill'));
    const paid = calls.find((call) => call.url === PAY_URL);
    expect(paid?.body).toEqual({
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'olivia@example.com',
      address: '1 Main Street',
      country: 'CA',
      state: 'Ontario',
      cardName: 'Olivia Owner',
      cardNumber: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2039,
      cvv: '123',
      terms: true,
    });
    expect(calls.find((call) => call.url === '/api/billing/checkout/confirm')?.body).toEqual({
      sessionId: 'cs_test_1',
    });
  });

  it('changes the card in setup mode and goes back to My Plan', async () => {
    serveCheckout(testCheckout({ mode: 'setup', plan: null, dueToday: 0 }), () => [
      200,
      { redirectUrl: '/profile/my-profile/my-plan?payment=updated' },
    ]);
    const { router } = renderBilling(FORM_PATH);
    expect(await screen.findByRole('heading', { name: BILLING_UI.updatePaymentMethod })).toBeTruthy();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: BILLING_UI.saveCard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-profile/my-plan'));
    expect(router.state.location.search).toBe('?payment=updated');
  });

  it('says no checkout is in progress without an id, for an unknown one and for a completed one', async () => {
    serve({}, (call) => {
      if (call.url === '/api/billing/test-checkout/done') {
        return [200, testCheckout({ id: 'done', status: 'complete' })];
      }
      return call.url.startsWith('/api/billing/test-checkout/')
        ? failure(404, 'CHECKOUT_NOT_FOUND', MSG.billing.checkoutNotFound)
        : null;
    });
    const { router } = renderBilling('/billing-form');
    expect(await screen.findByText(BILLING_UI.noCheckoutTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: BILLING_UI.backToPlans }).getAttribute('href')).toBe('/plans');
    await router.navigate('/billing-form?session_id=nope');
    await waitFor(() => expect(screen.getByText(BILLING_UI.noCheckoutTitle)).toBeTruthy());
    await router.navigate('/billing-form?session_id=done');
    await waitFor(() => expect(screen.getByText(BILLING_UI.noCheckoutTitle)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
