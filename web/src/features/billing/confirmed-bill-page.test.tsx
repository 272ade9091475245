import { MSG } from '@squadboard/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBilling, runningStarter, serve } from './billing.fixture.tsx';
import { BILLING_UI } from './billing-strings.ts';

// /confirmed-bill: the order confirmation after checkout, and what a reload shows.

const CONFIRMED = {
  plan: 'professionalforyear',
  amountPaid: 28884,
  currency: 'usd',
  nextBillDate: '2027-11-20T10:00:00.000Z',
  trialEnd: null,
  invoiceNumber: 'SB-0042',
};

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmedBillPage', { timeout: 20_000 }, () => {
  it('shows the confirmed plan, amount, next bill date and invoice, with the ways on', () => {
    serve();
    renderBilling('/confirmed-bill', {}, CONFIRMED);
    expect(screen.getByRole('heading', { level: 1, name: BILLING_UI.orderConfirmed })).toBeTruthy();
    expect(screen.getByText('Professional (yearly)')).toBeTruthy();
    expect(screen.getByText('$288.84')).toBeTruthy();
    expect(screen.getByText('SB-0042')).toBeTruthy();
    expect(screen.getByText(MSG.billing.nextBill('20/11/2027'))).toBeTruthy();
    expect(screen.getByRole('link', { name: BILLING_UI.goToDashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: BILLING_UI.viewMyPlan }).getAttribute('href')).toBe(
      '/profile/my-profile/my-plan',
    );
  });

  it('says when the trial ends for a first subscription', () => {
    serve();
    renderBilling(
      '/confirmed-bill',
      {},
      { ...CONFIRMED, amountPaid: 0, trialEnd: '2026-12-20T10:00:00.000Z' },
    );
    expect(screen.getByText('$0.00')).toBeTruthy();
    expect(screen.getByText(MSG.billing.trialEnds('20/12/2026'))).toBeTruthy();
    expect(screen.queryByText(/Next bill date/)).toBeNull();
  });

  it('after a reload shows the plan as the server has it for a member', async () => {
    serve({ billing: runningStarter() });
    renderBilling('/confirmed-bill', {});
    expect(await screen.findByText(BILLING_UI.onPlan('Starter (monthly)'))).toBeTruthy();
    expect(screen.getByText(MSG.billing.nextBill('20/12/2026'))).toBeTruthy();
  });

  it('shows a visitor a static confirmation with a way to sign in', () => {
    const calls = serve();
    renderBilling('/confirmed-bill', null);
    expect(screen.getByText(BILLING_UI.staticConfirmation)).toBeTruthy();
    expect(screen.getByRole('link', { name: BILLING_UI.signIn }).getAttribute('href')).toBe('/sign-in');
    expect(calls.some((call) => call.url === '/api/billing')).toBe(false);
  });
});
