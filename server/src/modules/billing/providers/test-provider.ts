import { randomBytes } from 'node:crypto';
import { type PaidPlan, PLAN_LABELS, TEST_CARDS } from '@squadboard/domain/billing/billing.model';
import {
  cardBrand,
  formatLineDate,
  intervalOf,
  isRunning,
  periodEndAfter,
  prorationLines,
} from '@squadboard/domain/billing/billing.rules';
import type { BillingForm, Invoice, TestCheckout } from '@squadboard/domain/billing/billing.schema';
import type { Executor } from '../../../db/client.ts';
import { appError } from '../../../http/app-error.ts';
import type {
  ProviderCheckout,
  ProviderPrice,
  ProviderSubscription,
  SwitchQuote,
  TestPaymentProvider,
} from '../payment-provider.ts';
import {
  createTestProviderRepository,
  type TestCheckoutRow,
  type TestProviderRepository,
  type TestSubscriptionRow,
} from './test-provider.repository.ts';

// The built-in payment provider: no network, no keys. It keeps its own records the way a card
// provider does on its side, and its hosted checkout is a page of the product (/billing-form),
// so its URLs are relative. The card 4242… pays; every other valid number is declined.

const CURRENCY = 'usd';
/** Minor units per interval; each yearly price saves 17% against twelve months. */
const PRICES: Record<PaidPlan, number> = {
  starter: 1200,
  starterforyear: 12000,
  professional: 2900,
  professionalforyear: 28900,
};
/** How long a hosted checkout stays open, as Stripe's do. */
const CHECKOUT_HOURS = 24;
const DAY_MS = 86_400_000;

export const TEST_PROVIDER_PRICES: readonly ProviderPrice[] = (Object.keys(PRICES) as PaidPlan[]).map(
  (plan) => ({ plan, amount: PRICES[plan], currency: CURRENCY, interval: intervalOf(plan) }),
);

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

/** The path and query of `url` with the checkout's id in place: the browser stays on this app. */
function relative(url: string, checkoutId: string): string {
  const parsed = new URL(url.replace('{CHECKOUT_SESSION_ID}', checkoutId), 'http://squadboard.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

function presentSubscription(row: TestSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.providerCustomerId,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: row.endedAt,
    card: { brand: row.cardBrand, last4: row.cardLast4 },
    amount: PRICES[row.plan],
    currency: CURRENCY,
  };
}

function checkoutStatus(row: TestCheckoutRow, now: Date): ProviderCheckout['status'] {
  return row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function createTestProvider(db: Executor, now: () => Date = () => new Date()): TestPaymentProvider {
  const repo = createTestProviderRepository(db);

  async function subscriptionOrThrow(r: TestProviderRepository, id: string, lock = false) {
    const row = await r.findSubscription(id, { lock });
    if (!row) {
      throw new Error(`test provider: no subscription ${id}`);
    }
    return row;
  }

  function quote(row: TestSubscriptionRow, plan: PaidPlan, at: Date): SwitchQuote {
    const trialing = row.status === 'trialing';
    const from = { label: PLAN_LABELS[row.plan], amount: PRICES[row.plan], interval: intervalOf(row.plan) };
    const to = { label: PLAN_LABELS[plan], amount: PRICES[plan], interval: intervalOf(plan) };
    const lines = prorationLines({
      from,
      to,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      at,
      trialing,
      formatDate: formatLineDate,
    });
    const newPeriod = !trialing && from.interval !== to.interval;
    return {
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      currency: CURRENCY,
      nextBillDate: newPeriod ? periodEndAfter(at, to.interval) : row.currentPeriodEnd,
    };
  }

  /** Moves one running subscription past `at`: the trial ends, periods renew, or it ends. */
  async function advance(r: TestProviderRepository, row: TestSubscriptionRow, at: Date): Promise<void> {
    let { status, currentPeriodStart, currentPeriodEnd } = row;
    while (currentPeriodEnd.getTime() <= at.getTime()) {
      if (row.cancelAtPeriodEnd) {
        await r.updateSubscription(row.id, { status: 'canceled', endedAt: currentPeriodEnd });
        return;
      }
      const label = PLAN_LABELS[row.plan];
      await r.insertInvoice({
        id: newId('in'),
        providerCustomerId: row.providerCustomerId,
        subscriptionId: row.id,
        description: status === 'trialing' ? `${label} after the trial` : `Renewal of ${label}`,
        total: PRICES[row.plan],
        amountPaid: PRICES[row.plan],
        currency: CURRENCY,
        status: 'paid',
        createdAt: currentPeriodEnd,
      });
      status = 'active';
      currentPeriodStart = currentPeriodEnd;
      currentPeriodEnd = periodEndAfter(currentPeriodStart, intervalOf(row.plan));
    }
    await r.updateSubscription(row.id, { status, currentPeriodStart, currentPeriodEnd });
  }

  return {
    kind: 'test',

    async prices() {
      return [...TEST_PROVIDER_PRICES];
    },

    async createCustomer() {
      return newId('cus');
    },

    async startCheckout(input) {
      const id = newId('cs');
      await repo.insertCheckout({
        id,
        providerCustomerId: input.customerId,
        mode: 'subscription',
        plan: input.plan,
        trialDays: input.trialDays,
        email: input.email,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        metadata: { organisationId: input.organisationId },
        expiresAt: new Date(now().getTime() + CHECKOUT_HOURS * 3_600_000),
      });
      return { id, url: `/billing-form?session_id=${id}` };
    },

    async startCardUpdate(input) {
      const id = newId('cs');
      await repo.insertCheckout({
        id,
        providerCustomerId: input.customerId,
        mode: 'setup',
        email: input.email,
        successUrl: input.returnUrl,
        cancelUrl: input.returnUrl,
        subscriptionId: input.subscriptionId,
        metadata: { organisationId: input.organisationId },
        expiresAt: new Date(now().getTime() + CHECKOUT_HOURS * 3_600_000),
      });
      return { url: `/billing-form?session_id=${id}` };
    },

    async readCheckout(checkoutId) {
      const row = await repo.findCheckout(checkoutId);
      if (!row) {
        return null;
      }
      return {
        id: row.id,
        mode: row.mode,
        status: checkoutStatus(row, now()),
        customerId: row.providerCustomerId,
        subscriptionId: row.subscriptionId,
        organisationId: row.metadata.organisationId ?? null,
      };
    },

    async readSubscription(subscriptionId) {
      const row = await repo.findSubscription(subscriptionId);
      return row ? presentSubscription(row) : null;
    },

    async previewSwitch(input) {
      return quote(await subscriptionOrThrow(repo, input.subscriptionId), input.plan, input.prorationDate);
    },

    async switchPlan(input) {
      return repo.transaction(async (r) => {
        const row = await subscriptionOrThrow(r, input.subscriptionId, true);
        if (!isRunning(row.status)) {
          throw new Error(`test provider: subscription ${row.id} is ${row.status}`);
        }
        const charge = quote(row, input.plan, input.prorationDate);
        const newPeriod = row.status !== 'trialing' && intervalOf(row.plan) !== intervalOf(input.plan);
        await r.updateSubscription(row.id, {
          plan: input.plan,
          ...(newPeriod
            ? {
                currentPeriodStart: input.prorationDate,
                currentPeriodEnd: periodEndAfter(input.prorationDate, intervalOf(input.plan)),
              }
            : {}),
        });
        // A negative total is a credit; kept simple: the invoice says so and nothing is paid.
        await r.insertInvoice({
          id: newId('in'),
          providerCustomerId: row.providerCustomerId,
          subscriptionId: row.id,
          description: `Switch to ${PLAN_LABELS[input.plan]}`,
          total: charge.total,
          amountPaid: Math.max(charge.total, 0),
          currency: CURRENCY,
          status: 'paid',
          lines: charge.lines,
          createdAt: now(),
        });
        return presentSubscription(await subscriptionOrThrow(r, row.id));
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return repo.transaction(async (r) => {
        const row = await subscriptionOrThrow(r, subscriptionId, true);
        if (isRunning(row.status)) {
          await r.updateSubscription(row.id, { cancelAtPeriodEnd: cancel });
        }
        return presentSubscription(await subscriptionOrThrow(r, row.id));
      });
    },

    async listInvoices(customerId, limit) {
      const rows = await repo.listInvoices(customerId, limit);
      return rows.map(
        (row): Invoice => ({
          id: row.id,
          number: row.number,
          createdAt: row.createdAt.toISOString(),
          description: row.description,
          total: row.total,
          amountPaid: row.amountPaid,
          currency: row.currency,
          status: row.status,
          url: null,
        }),
      );
    },

    async tick(at) {
      return repo.transaction(async (r) => {
        await r.expireCheckouts(at);
        const due = await r.dueSubscriptions(at);
        for (const row of due) {
          await advance(r, row, at);
        }
        return due.map((row) => row.id);
      });
    },

    async describeCheckout(checkoutId): Promise<TestCheckout | null> {
      const row = await repo.findCheckout(checkoutId);
      if (!row) {
        return null;
      }
      const subscription = row.subscriptionId ? await repo.findSubscription(row.subscriptionId) : undefined;
      const plan = row.plan ?? subscription?.plan ?? null;
      const amount = plan ? PRICES[plan] : 0;
      return {
        id: row.id,
        mode: row.mode,
        plan,
        dueToday: row.mode === 'subscription' && row.trialDays === 0 ? amount : 0,
        amount,
        currency: CURRENCY,
        trialDays: row.trialDays,
        email: row.email,
        status: checkoutStatus(row, now()),
      };
    },

    async payCheckout(checkoutId, form: BillingForm) {
      return repo.transaction(async (r) => {
        const row = await r.findCheckout(checkoutId, { lock: true });
        if (!row) {
          throw appError('CHECKOUT_NOT_FOUND');
        }
        const redirectUrl = relative(row.successUrl, row.id);
        const status = checkoutStatus(row, now());
        if (status === 'complete') {
          return { redirectUrl }; // paid already (a second click): nothing is charged twice
        }
        if (status === 'expired') {
          throw appError('CHECKOUT_NOT_FOUND');
        }
        const number = form.cardNumber.replace(/[\s-]/g, '');
        if (number !== TEST_CARDS.succeeds) {
          throw appError('CARD_DECLINED');
        }
        // Never the number or the CVV: only what a receipt shows.
        const card = { cardBrand: cardBrand(number), cardLast4: number.slice(-4) };
        if (row.mode === 'setup') {
          const subscription = row.subscriptionId
            ? await r.findSubscription(row.subscriptionId, { lock: true })
            : undefined;
          if (!subscription || !isRunning(subscription.status)) {
            throw appError('NO_SUBSCRIPTION');
          }
          await r.updateSubscription(subscription.id, card);
          await r.completeCheckout(row.id, subscription.id);
          return { redirectUrl };
        }
        // Two checkouts opened side by side: only the first one paid makes a subscription.
        if (await r.hasRunningSubscription(row.providerCustomerId)) {
          throw appError('ALREADY_SUBSCRIBED');
        }
        await r.completeCheckout(row.id, await subscribe(r, row, card, now()));
        return { redirectUrl };
      });
    },
  };
}

/** The subscription a paid checkout makes: a trial first when it offers one, else a paid period. */
async function subscribe(
  r: TestProviderRepository,
  checkout: TestCheckoutRow,
  card: { cardBrand: string; cardLast4: string },
  at: Date,
): Promise<string> {
  const plan = checkout.plan;
  if (!plan) {
    throw new Error(`test provider: checkout ${checkout.id} has no plan`);
  }
  const id = newId('sub');
  const trialing = checkout.trialDays > 0;
  const trialEnd = trialing ? new Date(at.getTime() + checkout.trialDays * DAY_MS) : null;
  await r.insertSubscription({
    id,
    providerCustomerId: checkout.providerCustomerId,
    plan,
    status: trialing ? 'trialing' : 'active',
    currentPeriodStart: at,
    currentPeriodEnd: trialEnd ?? periodEndAfter(at, intervalOf(plan)),
    trialEnd,
    ...card,
  });
  const label = PLAN_LABELS[plan];
  await r.insertInvoice({
    id: newId('in'),
    providerCustomerId: checkout.providerCustomerId,
    subscriptionId: id,
    description: trialing ? `Trial period for ${label}` : label,
    total: trialing ? 0 : PRICES[plan],
    amountPaid: trialing ? 0 : PRICES[plan],
    currency: CURRENCY,
    status: 'paid',
    createdAt: at,
  });
  return id;
}
