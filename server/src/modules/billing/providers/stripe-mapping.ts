import { PAID_PLANS, type PaidPlan, type SubscriptionStatus } from '@squadboard/domain/billing/billing.model';
import type { Card, Invoice } from '@squadboard/domain/billing/billing.schema';
import type Stripe from 'stripe';
import { appError } from '../../../http/app-error.ts';
import type { ProviderCheckout, ProviderEvent, ProviderSubscription } from '../payment-provider.ts';

// Stripe's objects read into the provider interface. Pure functions, so the mapping of statuses,
// plans, cards and events is the same whether the object came from an API answer or a webhook.

/** A Stripe reference that may be an id or the expanded object. */
type Ref<T extends { id: string }> = string | T | null | undefined;

export function idOf<T extends { id: string }>(ref: Ref<T>): string | null {
  if (!ref) {
    return null;
  }
  return typeof ref === 'string' ? ref : ref.id;
}

export function dateOf(seconds: number): Date {
  return new Date(seconds * 1000);
}

function optionalDate(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined ? null : dateOf(seconds);
}

/** The plan a price stands for: its lookup_key is the plan value (spec 000 §4 "Plan values"). */
export function planOfLookupKey(lookupKey: string | null | undefined): PaidPlan | null {
  return (PAID_PLANS as readonly (string | null | undefined)[]).includes(lookupKey)
    ? (lookupKey as PaidPlan)
    : null;
}

const RUNNING_OR_UNPAID = [
  'trialing',
  'active',
  'past_due',
  'incomplete',
] as const satisfies SubscriptionStatus[];
const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

/** `value` when it is one of `values` (Stripe's enums are open to new values), else `fallback`. */
function known<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback;
}

/**
 * Stripe's eight statuses in the product's five: `unpaid`, `paused` and `incomplete_expired` no
 * longer give the plan, so the organisation is treated as ended.
 */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  return known(RUNNING_OR_UNPAID, status, 'canceled');
}

/** The card of an expanded payment method; null for an id alone or another kind of method. */
export function cardOf(method: Ref<Stripe.PaymentMethod>): Card | null {
  if (!method || typeof method === 'string' || !method.card) {
    return null;
  }
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** The subscription's only item: the product sells one plan per subscription. */
export function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) {
    throw appError('PAYMENT_PROVIDER');
  }
  return item;
}

export function toSubscription(subscription: Stripe.Subscription, card: Card | null): ProviderSubscription {
  const item = itemOf(subscription);
  const plan = planOfLookupKey(item.price.lookup_key);
  const customerId = idOf(subscription.customer);
  if (!plan || !customerId) {
    // A subscription to a price the product does not sell: nothing sensible to show.
    throw appError('PAYMENT_PROVIDER');
  }
  return {
    id: subscription.id,
    customerId,
    plan,
    status: statusOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: dateOf(item.current_period_start),
    currentPeriodEnd: dateOf(item.current_period_end),
    trialEnd: optionalDate(subscription.trial_end),
    endedAt: optionalDate(subscription.ended_at),
    card,
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: subscription.currency,
  };
}

export function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    mode: session.mode === 'setup' ? 'setup' : 'subscription',
    status: known(CHECKOUT_STATUSES, session.status, 'open'),
    customerId: idOf(session.customer) ?? '',
    subscriptionId: idOf(session.subscription),
    organisationId: session.metadata?.customer_id ?? session.client_reference_id ?? null,
  };
}

export function toInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    createdAt: dateOf(invoice.created).toISOString(),
    description: invoice.description ?? invoice.lines.data[0]?.description ?? '',
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: known(INVOICE_STATUSES, invoice.status, 'draft'),
    url: invoice.hosted_invoice_url ?? null,
  };
}

/** The subscription an invoice bills (recent API versions name it under `parent`). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** What a verified event asks the product to re-read; everything else is acknowledged and ignored. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout-completed', checkoutId: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { kind: 'subscription-changed', subscriptionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      return subscriptionId
        ? { kind: 'subscription-changed', subscriptionId }
        : { kind: 'ignored', type: event.type };
    }
    default:
      return { kind: 'ignored', type: event.type };
  }
}
