import { randomBytes } from 'node:crypto';
import { type PaidPlan, PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import {
  cardBrand,
  formatLineDate,
  intervalOf,
  periodEndAfter,
  prorationLines,
} from '@squadboard/domain/billing/billing.rules';
import { TEST_PROVIDER_PRICES } from '../modules/billing/providers/test-provider.ts';

// The Stripe stand-in's memory: its objects, drawn the way Stripe's API answers them (id, object,
// and the fields the Stripe provider reads), with the same prices as the built-in test provider
// and its proration (the domain's `prorationLines`). Times are Unix seconds, as Stripe's are.

export type Json = Record<string, unknown>;

export interface StoredSubscription {
  id: string;
  customer: string;
  itemId: string;
  plan: PaidPlan;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  paymentMethod: string | null;
  metadata: Json;
}

export interface StoredLine {
  description: string;
  amount: number;
  start: number;
  end: number;
}

/** A failure Stripe's API answers with `{ error: { type, message, code } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function fromSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** The end of the period that starts at `start` (seconds) on `plan`'s interval. */
export function periodEndOf(start: number, plan: PaidPlan): number {
  return toSeconds(periodEndAfter(fromSeconds(start), intervalOf(plan)));
}

export type StandInStore = ReturnType<typeof createStandInStore>;

/** `baseUrl` is the stand-in's own address, for the hosted pages' URLs. */
export function createStandInStore(baseUrl: () => string) {
  let clock: number | null = null;
  const now = () => clock ?? Math.floor(Date.now() / 1000);
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, StoredSubscription>();
  const invoices: Json[] = [];
  let invoiceNumber = 0;

  const prices = TEST_PROVIDER_PRICES.map((p) => ({
    id: `price_${p.plan}`,
    object: 'price',
    active: true,
    currency: p.currency,
    lookup_key: p.plan,
    nickname: PLAN_LABELS[p.plan],
    product: `prod_${p.plan}`,
    recurring: { interval: p.interval, interval_count: 1 },
    type: 'recurring',
    unit_amount: p.amount,
  }));
  const priceOf = (plan: PaidPlan) => prices.find((p) => p.lookup_key === plan) as (typeof prices)[number];
  const planOfPrice = (id: unknown): PaidPlan => {
    const price = prices.find((p) => p.id === id);
    if (!price) {
      throw missing('price', String(id));
    }
    return price.lookup_key;
  };

  function list(data: unknown[], url: string): Json {
    return { object: 'list', data, has_more: false, url };
  }

  function renderSubscription(s: StoredSubscription, expand: string[]): Json {
    const price = priceOf(s.plan);
    const method = s.paymentMethod;
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      currency: price.currency,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
      canceled_at: s.cancelAtPeriodEnd || s.endedAt ? now() : null,
      ended_at: s.endedAt,
      trial_start: s.trialStart,
      trial_end: s.trialEnd,
      default_payment_method:
        method && expand.includes('default_payment_method') ? (paymentMethods.get(method) ?? null) : method,
      metadata: s.metadata,
      items: list(
        [
          {
            id: s.itemId,
            object: 'subscription_item',
            price,
            quantity: 1,
            subscription: s.id,
            current_period_start: s.periodStart,
            current_period_end: s.periodEnd,
          },
        ],
        `/v1/subscription_items?subscription=${s.id}`,
      ),
    };
  }

  function renderInvoice(
    customer: string,
    subscriptionId: string | null,
    lines: StoredLine[],
    at: number,
  ): Json {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const id = newId('in');
    return {
      id,
      object: 'invoice',
      customer,
      created: at,
      currency: 'usd',
      description: null,
      number: null,
      status: 'draft',
      total,
      amount_due: Math.max(total, 0),
      amount_paid: 0,
      hosted_invoice_url: null,
      parent: subscriptionId
        ? {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata: {} },
          }
        : null,
      lines: list(
        lines.map((line) => ({
          id: newId('il'),
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          description: line.description,
          period: { start: line.start, end: line.end },
        })),
        `/v1/invoices/${id}/lines`,
      ),
    };
  }

  /** A finalised, paid invoice in the customer's history. */
  function billed(s: StoredSubscription, lines: StoredLine[], at: number): Json {
    const invoice = renderInvoice(s.customer, s.id, lines, at);
    invoiceNumber += 1;
    Object.assign(invoice, {
      number: `SB-${String(invoiceNumber).padStart(4, '0')}`,
      status: 'paid',
      amount_paid: invoice.amount_due,
      hosted_invoice_url: `${baseUrl()}/invoice/${invoice.id as string}`,
    });
    invoices.push(invoice);
    return invoice;
  }

  function storedSubscription(id: string): StoredSubscription {
    const found = subscriptions.get(id);
    if (!found) {
      throw missing('subscription', id);
    }
    return found;
  }

  /** The invoice a change of plan at `at` makes: the lines the test provider would show. */
  function switchLines(s: StoredSubscription, plan: PaidPlan, at: number): StoredLine[] {
    const from = priceOf(s.plan);
    const to = priceOf(plan);
    const trialing = s.status === 'trialing';
    const newPeriod = !trialing && from.recurring.interval !== to.recurring.interval;
    const lines = prorationLines({
      from: { label: PLAN_LABELS[s.plan], amount: from.unit_amount, interval: intervalOf(s.plan) },
      to: { label: PLAN_LABELS[plan], amount: to.unit_amount, interval: intervalOf(plan) },
      periodStart: fromSeconds(s.periodStart),
      periodEnd: fromSeconds(s.periodEnd),
      at: fromSeconds(at),
      trialing,
      formatDate: formatLineDate,
    });
    const newEnd = newPeriod ? periodEndOf(at, plan) : s.periodEnd;
    // The credit runs to the old period's end; the charge (or the trial) to the new one's.
    return lines.map((line, index) => ({
      ...line,
      start: at,
      end: index === lines.length - 1 ? newEnd : s.periodEnd,
    }));
  }

  function addCard(customer: string, number: string): string {
    const digits = number.replace(/\D/g, '');
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: cardBrand(digits), last4: digits.slice(-4), exp_month: 12, exp_year: 2034 },
    };
    paymentMethods.set(method.id, method);
    const stored = customers.get(customer) as Json;
    stored.invoice_settings = { default_payment_method: method.id };
    return method.id;
  }

  return {
    now,
    setNow(date: Date) {
      clock = toSeconds(date);
    },
    customers,
    paymentMethods,
    sessions,
    subscriptions,
    invoices,
    prices,
    priceOf,
    planOfPrice,
    list,
    renderSubscription,
    renderInvoice,
    billed,
    storedSubscription,
    switchLines,
    addCard,
  };
}
