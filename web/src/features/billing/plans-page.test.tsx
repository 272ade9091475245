import { MSG } from '@squadboard/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/leave-app.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { billingState, failure, PRICES, renderBilling, runningStarter, serve } from './billing.fixture.tsx';
import { BILLING_UI } from './billing-strings.ts';

// The plans page against a fake API (spec 000 §1, §2 Plans, §4 "Plan values", §9).

const card = (tier: string) =>
  screen
    .getAllByTestId('plan-card')
    .find((one) => within(one).queryByRole('heading', { name: tier })) as HTMLElement;
const cardButton = (tier: string) => card(tier).querySelector('button, a') as HTMLElement;
const limitsOf = (tier: string) =>
  within(card(tier))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const annual = () => fireEvent.click(screen.getByRole('radio', { name: BILLING_UI.annual }));

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PlansPage', { timeout: 20_000 }, () => {
  it('shows the server prices per month, then per year with the saving, and each card its limits', async () => {
    serve();
    renderBilling('/plans', null);
    expect(screen.getByRole('heading', { level: 1, name: BILLING_UI.plansTitle })).toBeTruthy();
    await screen.findAllByTestId('plan-card');
    const prices = () => screen.getAllByTestId('plan-price').map((one) => one.textContent);
    expect(prices()).toEqual(['$0.00', '$12.00', '$29.00', MSG.billing.contactUs]);
    expect(within(card('Starter')).getByText(BILLING_UI.perInterval('month'))).toBeTruthy();
    expect(screen.getByTestId('saving-badge').textContent).toBe('Save 17%');

    annual();
    expect(prices()).toEqual(['$0.00', '$120.00', '$289.00', MSG.billing.contactUs]);
    expect(within(card('Professional')).getByText(BILLING_UI.perInterval('year'))).toBeTruthy();

    expect(limitsOf('Free')).toEqual(['1 squad', 'Up to 10 guests per retro', '2 retro sessions a month']);
    expect(limitsOf('Starter')).toEqual(['Up to 5 squads', 'Unlimited guests', 'Unlimited retro sessions']);
    expect(limitsOf('Professional')).toEqual([
      'Up to 15 squads',
      'Unlimited guests',
      'Unlimited retro sessions',
    ]);
    expect(limitsOf('Enterprise')).toEqual([
      'Unlimited squads',
      'Unlimited guests',
      'Unlimited retro sessions',
    ]);
  });

  it('computes the saving from the server prices', async () => {
    const cheaperYear = PRICES.prices.map((one) =>
      one.plan === 'starterforyear' ? { ...one, amount: 10080 } : one,
    );
    serve({ prices: { ...PRICES, prices: cheaperYear } });
    renderBilling('/plans', null);
    await waitFor(() => expect(screen.getByTestId('saving-badge').textContent).toBe('Save 30%'));
  });

  it('shows an error with a retry when the prices fail, and the cards once they load', async () => {
    let fail = true;
    serve({}, (call) =>
      call.url === '/api/billing/prices' && fail ? failure(500, 'INTERNAL', 'Boom') : null,
    );
    renderBilling('/plans', null);
    const retry = await screen.findByRole('button', { name: BILLING_UI.tryAgain });
    expect(screen.getByText(BILLING_UI.pricesFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
  });

  it('lets a visitor get started: free remembers free, a paid card remembers BETA; both go to sign-up', async () => {
    const calls = serve();
    const { router } = renderBilling('/plans', null);
    await screen.findAllByTestId('plan-card');
    expect(screen.getByTestId('trial-banner').textContent).toBe(MSG.billing.trialBanner(30));
    fireEvent.click(within(card('Free')).getByRole('button', { name: BILLING_UI.getStarted }));
    expect(localStorage.getItem('plan')).toBe('free');
    expect(router.state.location.pathname).toBe('/sign-up');

    await act(() => router.navigate('/plans'));
    fireEvent.click(
      await within(await waitFor(() => card('Professional'))).findByRole('button', {
        name: BILLING_UI.getStarted,
      }),
    );
    expect(localStorage.getItem('plan')).toBe('BETA');
    expect(router.state.location.pathname).toBe('/sign-up');
    // A visitor's page never asks for the organisation's billing.
    expect(calls.some((call) => call.url === '/api/billing')).toBe(false);
  });

  it('opens the contact address for enterprise with its toast', async () => {
    serve();
    renderBilling('/plans', null);
    await screen.findAllByTestId('plan-card');
    const contact = await waitFor(() => {
      const link = within(card('Enterprise')).getByRole('link', { name: MSG.billing.contactUs });
      expect(link.getAttribute('href')).toBe('mailto:sales@squadboard.test');
      return link;
    });
    // jsdom cannot follow a mailto: link; what matters is the toast and the address.
    contact.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(contact);
    expect(await screen.findByText(MSG.billing.enterpriseContact)).toBeTruthy();
  });

  it('sends a Super Admin on BETA to the hosted checkout of the chosen plan and interval', async () => {
    const calls = serve({}, (call) =>
      call.url === '/api/billing/checkout'
        ? [200, { sessionId: 'cs_1', url: '/billing-form?session_id=cs_1' }]
        : null,
    );
    renderBilling('/plans');
    await screen.findAllByTestId('plan-card');
    expect(screen.getByTestId('trial-banner')).toBeTruthy();
    expect(
      within(card('Free'))
        .getByRole('button', { name: BILLING_UI.includedWithBeta })
        .hasAttribute('disabled'),
    ).toBe(true);
    annual();
    fireEvent.click(within(card('Starter')).getByRole('button', { name: BILLING_UI.choosePlan }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing-form?session_id=cs_1'));
    const checkout = calls.find((call) => call.url === '/api/billing/checkout');
    expect(checkout).toMatchObject({ method: 'POST', body: { plan: 'starterforyear' } });
  });

  it("shows 'Please choose any plan.' when the server refuses the plan", async () => {
    serve({}, (call) =>
      call.url === '/api/billing/checkout'
        ? failure(400, 'VALIDATION', 'Invalid input.', { plan: MSG.billing.chooseAnyPlan })
        : null,
    );
    renderBilling('/plans');
    await screen.findAllByTestId('plan-card');
    fireEvent.click(within(card('Professional')).getByRole('button', { name: BILLING_UI.choosePlan }));
    expect(await screen.findByText(MSG.billing.chooseAnyPlan)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the current plan, switches and cancels through My Plan, and no trial after one', async () => {
    serve({ billing: runningStarter() });
    renderBilling('/plans', { plan: 'starter' });
    await screen.findAllByTestId('plan-card');
    const current = within(card('Starter')).getByRole('button', { name: BILLING_UI.currentPlan });
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(
      within(card('Professional'))
        .getByRole('link', { name: BILLING_UI.switchInMyPlan })
        .getAttribute('href'),
    ).toBe('/profile/my-profile/my-plan');
    expect(within(card('Free')).getByRole('link', { name: BILLING_UI.cancelInMyPlan })).toBeTruthy();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    // Yearly starter is another plan: a switch, not the current one.
    annual();
    expect(within(card('Starter')).getByRole('link', { name: BILLING_UI.switchInMyPlan })).toBeTruthy();
  });

  it('disables every button for other roles and says only a Super Admin may change the plan', async () => {
    const calls = serve({ billing: billingState({ canManage: false }) });
    renderBilling('/plans', { role: 'SQUAD_MEMBER' });
    await screen.findAllByTestId('plan-card');
    expect(screen.getByText(MSG.billing.onlySuperAdmin)).toBeTruthy();
    for (const tier of ['Free', 'Starter', 'Professional', 'Enterprise']) {
      expect(cardButton(tier).hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(within(card('Starter')).getByRole('button', { name: BILLING_UI.choosePlan }));
    expect(calls.some((call) => call.url === '/api/billing/checkout')).toBe(false);
  });

  it('hides the trial banner for an organisation that had a subscription', async () => {
    serve({ billing: billingState({ plan: 'free', trialEligible: false }) });
    renderBilling('/plans');
    await screen.findAllByTestId('plan-card');
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    expect(within(card('Free')).getByRole('button', { name: BILLING_UI.currentPlan })).toBeTruthy();
  });

  it('confirms a returning checkout once, refreshes the plan and shows the order confirmation', async () => {
    const confirmed = {
      plan: 'professional',
      amountPaid: 0,
      currency: 'usd',
      nextBillDate: '2026-12-20T10:00:00.000Z',
      trialEnd: '2026-12-20T10:00:00.000Z',
      invoiceNumber: 'INV-0001',
    };
    const calls = serve({}, (call) =>
      call.url === '/api/billing/checkout/confirm' ? [200, confirmed] : null,
    );
    const { router, queryClient } = renderBilling('/plans?session_id=cs_9');
    queryClient.setQueryData(ME_QUERY_KEY, { id: 'me-1' });
    expect(screen.getByText(BILLING_UI.confirming)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmed-bill'));
    expect(router.state.location.state).toEqual(confirmed);
    // The route changes before its page has drawn on a busy machine: wait for the heading.
    expect(await screen.findByRole('heading', { name: BILLING_UI.orderConfirmed })).toBeTruthy();
    const confirms = calls.filter((call) => call.url === '/api/billing/checkout/confirm');
    expect(confirms).toEqual([
      { method: 'POST', url: '/api/billing/checkout/confirm', body: { sessionId: 'cs_9' } },
    ]);
    expect(queryClient.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(true);
    // Back goes to where the user came from, not to a second confirmation.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("toasts 'Failed to payment' when the confirmation fails and drops session_id from the address", async () => {
    serve({}, (call) =>
      call.url === '/api/billing/checkout/confirm'
        ? failure(402, 'CHECKOUT_OPEN', MSG.billing.checkoutOpen)
        : null,
    );
    const { router } = renderBilling('/plans?session_id=cs_9');
    expect(await screen.findByText(MSG.billing.failedToPay)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/plans');
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
  });
});
