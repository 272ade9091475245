import '../../../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import type { SwitchPreview } from '@squadboard/domain/billing/billing.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../../../lib/fake-api.fixture.ts';
import { browserNavigation } from '../../../../lib/leave-app.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { MyPlanPanel } from './my-plan-panel.tsx';
import { clearToasts, PRICES, profileOf, renderPlan, starterState } from './plan.fixture.tsx';

// Switch plan: the chooser, the payment confirmation with the proration lines, and Pay.

const CHOOSER = PROFILE_UI.switchDialog;
const PAYMENT = PROFILE_UI.paymentDialog;

function preview(change: Partial<SwitchPreview> = {}): SwitchPreview {
  return {
    plan: 'professional',
    lines: [
      { description: 'Unused time on Starter (monthly) after 24 Nov 2026', amount: -1150 },
      { description: 'Remaining time on Professional (monthly) after 24 Nov 2026', amount: 2780 },
    ],
    total: 1630,
    currency: 'usd',
    prorationDate: '2026-11-24T10:00:00.000Z',
    nextBillDate: '2026-12-24T10:00:00.000Z',
    ...change,
  };
}

type Answer = [number, unknown];

/** The server: GETs as a starter plan would answer them; POSTs from `post`. */
function serve(post: (call: FakeCall) => Answer) {
  return fakeApi((call) => {
    if (call.method === 'POST') {
      return post(call);
    }
    if (call.url === '/api/billing/prices') {
      return [200, PRICES];
    }
    if (call.url === '/api/config/public') {
      return [200, { contactEmail: 'sales@squadboard.local' }];
    }
    return [200, starterState()];
  });
}

async function openChooser() {
  renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
  fireEvent.click(await screen.findByRole('button', { name: PROFILE_UI.plan.switchPlan }));
  return screen.findByRole('dialog', { name: CHOOSER.title });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('Switch plan', { timeout: 20_000 }, () => {
  it('previews the chosen plan, shows its lines and total, and pays with the preview’s date', async () => {
    const calls = serve(({ url }) =>
      url === '/api/billing/switch/preview'
        ? [200, preview()]
        : [200, { ...starterState(), plan: 'professional' }],
    );
    const chooser = await openChooser();
    // Every paid plan but the current one, with the server's prices, and Enterprise.
    expect(within(chooser).queryByRole('radio', { name: /Starter · Monthly/ })).toBeNull();
    expect(await within(chooser).findByText('$120.00 / year')).toBeTruthy();
    expect(within(chooser).getByRole('radio', { name: /Starter · Yearly/ })).toBeTruthy();
    expect(within(chooser).getByRole('radio', { name: /Professional · Yearly/ })).toBeTruthy();
    expect(within(chooser).getByRole('radio', { name: /Enterprise/ })).toBeTruthy();

    fireEvent.click(within(chooser).getByRole('button', { name: CHOOSER.continue }));
    expect(await screen.findByText(MSG.billing.chooseAnyPlan)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(chooser).getByRole('radio', { name: /Professional · Monthly/ }));
    fireEvent.click(within(chooser).getByRole('button', { name: CHOOSER.continue }));
    const payment = await screen.findByRole('dialog', { name: PAYMENT.title });
    expect(calls.find((c) => c.url === '/api/billing/switch/preview')?.body).toEqual({
      plan: 'professional',
    });
    expect(within(payment).getByText('Unused time on Starter (monthly) after 24 Nov 2026')).toBeTruthy();
    expect(within(payment).getByText('-$11.50')).toBeTruthy();
    expect(within(payment).getByText('$27.80')).toBeTruthy();
    expect(within(payment).getByTestId('switch-total').textContent).toBe('$16.30');
    expect(within(payment).getByText('24/12/2026')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: CHOOSER.title })).toBeNull();

    fireEvent.click(within(payment).getByRole('button', { name: PAYMENT.pay }));
    expect(await screen.findByText(MSG.billing.changed)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/billing/switch')?.body).toEqual({
      plan: 'professional',
      prorationDate: '2026-11-24T10:00:00.000Z',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: PAYMENT.title })).toBeNull());
  });

  it('shows the server’s reason when the plan cannot take the organisation', async () => {
    const refusal = MSG.billing.tooManySquads(7, 5);
    serve(() => [409, { statusCode: 409, code: 'TOO_MANY_SQUADS', message: refusal }]);
    const chooser = await openChooser();
    fireEvent.click(within(chooser).getByRole('radio', { name: /Starter · Yearly/ }));
    fireEvent.click(within(chooser).getByRole('button', { name: CHOOSER.continue }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: CHOOSER.title })).toBeTruthy();
  });

  it('prices again when the preview expired, and says the payment failed when the server fails', async () => {
    let previews = 0;
    const calls = serve(({ url }) => {
      if (url === '/api/billing/switch/preview') {
        previews += 1;
        return [
          200,
          previews === 1 ? preview() : preview({ total: 1500, prorationDate: '2026-11-24T11:00:00.000Z' }),
        ];
      }
      return previews === 1
        ? [409, { statusCode: 409, code: 'PREVIEW_EXPIRED', message: MSG.billing.previewExpired }]
        : [502, { statusCode: 502, code: 'PAYMENT_PROVIDER', message: 'provider down' }];
    });
    const chooser = await openChooser();
    fireEvent.click(within(chooser).getByRole('radio', { name: /Professional · Monthly/ }));
    fireEvent.click(within(chooser).getByRole('button', { name: CHOOSER.continue }));
    const payment = await screen.findByRole('dialog', { name: PAYMENT.title });
    fireEvent.click(within(payment).getByRole('button', { name: PAYMENT.pay }));
    await vi.waitFor(() => expect(within(payment).getByTestId('switch-total').textContent).toBe('$15.00'));
    expect(previews).toBe(2);

    fireEvent.click(within(payment).getByRole('button', { name: PAYMENT.pay }));
    expect(await screen.findByText(MSG.billing.failedToPay)).toBeTruthy();
    const switches = calls.filter((c) => c.url === '/api/billing/switch');
    expect(switches.at(-1)?.body).toEqual({
      plan: 'professional',
      prorationDate: '2026-11-24T11:00:00.000Z',
    });
    expect(screen.getByRole('dialog', { name: PAYMENT.title })).toBeTruthy();
  });

  it('sends enterprise to the team instead of a payment', async () => {
    const go = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const calls = serve(() => [500, {}]);
    const chooser = await openChooser();
    fireEvent.click(within(chooser).getByRole('radio', { name: /Enterprise/ }));
    expect(await within(chooser).findByRole('link', { name: 'sales@squadboard.local' })).toBeTruthy();
    fireEvent.click(within(chooser).getByRole('button', { name: CHOOSER.continue }));
    expect((await screen.findAllByText(MSG.billing.enterpriseContact)).length).toBeGreaterThan(0);
    expect(go).toHaveBeenCalledWith('mailto:sales@squadboard.local');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
