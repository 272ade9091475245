import '../../../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import type { Invoice } from '@squadboard/domain/billing/billing.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../lib/fake-api.fixture.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { PaymentHistoryPanel } from './payment-history-panel.tsx';
import { billingState, profileOf, renderPlan, starterState } from './plan.fixture.tsx';

const UI = PROFILE_UI.history;
const PATH = '/profile/my-profile/payment-history';

function invoice(change: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'SB-0001',
    createdAt: '2026-11-24T10:00:00.000Z',
    description: 'Starter (monthly)',
    total: 1200,
    amountPaid: 1200,
    currency: 'usd',
    status: 'paid',
    url: 'https://pay.example.com/invoices/in_1',
    ...change,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen as wide as a laptop's, where the invoices are a table (jsdom matches no query). */
function wideScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const TWO_INVOICES = {
  card: { brand: 'visa', last4: '4242' },
  invoices: [
    invoice({ id: 'in_2', number: 'SB-0002', total: 1630, description: 'Switch to Professional' }),
    invoice({ status: 'open', url: null }),
  ],
};

describe('Payment History', { timeout: 20_000 }, () => {
  it('says exactly that Beta has no payment method, without asking for invoices', async () => {
    const calls = fakeApi(() => [200, billingState()]);
    renderPlan(<PaymentHistoryPanel profile={profileOf('SUPER_ADMIN')} />, 'SUPER_ADMIN', PATH);
    expect(await screen.findByText('PAYMENT METHOD - Not applicable. Currently on Beta plan.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/billing/invoices')).toBe(false);
  });

  it('lists a Super Admin’s invoices newest first with the card on file', async () => {
    wideScreen();
    fakeApi(({ url }) => (url === '/api/billing/invoices' ? [200, TWO_INVOICES] : [200, starterState()]));
    renderPlan(<PaymentHistoryPanel profile={profileOf('SUPER_ADMIN', 'starter')} />, 'SUPER_ADMIN', PATH);
    expect(await screen.findByText(UI.paymentMethod('Visa •••• 4242'))).toBeTruthy();
    const table = screen.getByRole('table', { name: UI.invoices });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [newest, older] = rows as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('SB-0002')).toBeTruthy();
    expect(within(newest).getByText('$16.30')).toBeTruthy();
    expect(within(newest).getByText('24/11/2026')).toBeTruthy();
    expect(within(newest).getByText(UI.statuses.paid)).toBeTruthy();
    const view = within(newest).getByRole('link', { name: UI.viewInvoice('SB-0002') });
    expect(view.getAttribute('href')).toBe('https://pay.example.com/invoices/in_1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(older).getByText(UI.statuses.open)).toBeTruthy();
    expect(within(older).queryByRole('link')).toBeNull();
  });

  it('turns the invoices into cards on a narrow screen', async () => {
    fakeApi(({ url }) => (url === '/api/billing/invoices' ? [200, TWO_INVOICES] : [200, starterState()]));
    renderPlan(<PaymentHistoryPanel profile={profileOf('SUPER_ADMIN', 'starter')} />, 'SUPER_ADMIN', PATH);
    const list = await screen.findByRole('list', { name: UI.invoices });
    expect(screen.queryByRole('table')).toBeNull();
    const [newest] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(newest).getByText('$16.30')).toBeTruthy();
    expect(within(newest).getByText('Switch to Professional')).toBeTruthy();
    expect(within(newest).getByRole('link', { name: UI.viewInvoice('SB-0002') })).toBeTruthy();
  });

  it('says when there is nothing to show yet', async () => {
    fakeApi(({ url }) =>
      url === '/api/billing/invoices'
        ? [200, { card: null, invoices: [] }]
        : [200, billingState({ plan: 'free' })],
    );
    renderPlan(<PaymentHistoryPanel profile={profileOf('SUPER_ADMIN', 'free')} />, 'SUPER_ADMIN', PATH);
    expect(await screen.findByText(PROFILE_UI.paymentHistoryEmpty)).toBeTruthy();
    expect(screen.getByText(UI.paymentMethod(PROFILE_UI.plan.noCard))).toBeTruthy();
  });

  it('tells other roles that payments are the Super Admin’s, without asking for them', async () => {
    const calls = fakeApi(() => [200, { ...starterState(), canManage: false }]);
    renderPlan(<PaymentHistoryPanel profile={profileOf('SQUAD_ADMIN', 'starter')} />, 'SQUAD_ADMIN', PATH);
    expect(await screen.findByText(UI.onlySuperAdmin)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/billing/invoices')).toBe(false);
  });

  it('offers to try again when the invoices could not be loaded', async () => {
    fakeApi(({ url }) =>
      url === '/api/billing/invoices'
        ? [500, { statusCode: 500, code: 'INTERNAL', message: MSG.generic.somethingWentWrong }]
        : [200, starterState()],
    );
    renderPlan(<PaymentHistoryPanel profile={profileOf('SUPER_ADMIN', 'starter')} />, 'SUPER_ADMIN', PATH);
    expect(await screen.findByText(UI.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: PROFILE_UI.tryAgain })).toBeTruthy();
  });
});
