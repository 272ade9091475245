import {
  BILLING_INTERVALS,
  type BillingInterval,
  PAID_PLANS,
  type PaidPlan,
} from '@squadboard/domain/billing/billing.model';
import type { Card } from '@squadboard/domain/billing/billing.schema';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.ts';
import { AppError, appError } from '../../../http/app-error.ts';
import type {
  PaymentProvider,
  ProviderPrice,
  ProviderSubscription,
  SwitchQuote,
} from '../payment-provider.ts';
import {
  cardOf,
  dateOf,
  idOf,
  itemOf,
  planOfLookupKey,
  toCheckout,
  toInvoice,
  toProviderEvent,
  toSubscription,
} from './stripe-mapping.ts';

// Stripe behind the provider interface (the official `stripe` package). Stripe keeps the
// subscriptions; the product reads them back after each change and on each signed webhook.

/** Prices change rarely and the plans page asks for them on every visit. */
const PRICE_CACHE_MS = 5 * 60_000;

/** The subscription's payment method comes expanded, so the card is read in the same call. */
const EXPAND_CARD = ['default_payment_method'];

interface StripePrice extends ProviderPrice {
  id: string;
}

function clientOf(config: StripeConfig): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
  if (config.apiUrl) {
    // A local stand-in in tests; Stripe's own address otherwise.
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(config.secretKey, options);
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Any failure of Stripe (refused, unreachable, slow) is the catalogue's PAYMENT_PROVIDER. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw Object.assign(appError('PAYMENT_PROVIDER'), { cause: error });
  }
}

/** A read where an unknown id (Stripe's 404) is an answer, not a failure. */
async function read<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) {
      return null;
    }
    return call(() => Promise.reject(error));
  }
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function intervalOf(price: Stripe.Price): BillingInterval | null {
  const interval = price.recurring?.interval;
  return (BILLING_INTERVALS as readonly string[]).includes(interval ?? '')
    ? (interval as BillingInterval)
    : null;
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = clientOf(config);
  let priceCache: { at: number; prices: Promise<StripePrice[]> } | null = null;

  async function loadPrices(): Promise<StripePrice[]> {
    const list = await call(() =>
      stripe.prices.list({ lookup_keys: [...PAID_PLANS], active: true, limit: PAID_PLANS.length }),
    );
    const prices: StripePrice[] = [];
    for (const price of list.data) {
      const plan = planOfLookupKey(price.lookup_key);
      const interval = intervalOf(price);
      if (plan && interval && price.unit_amount !== null) {
        prices.push({ id: price.id, plan, amount: price.unit_amount, currency: price.currency, interval });
      }
    }
    return prices;
  }

  function cachedPrices(): Promise<StripePrice[]> {
    const now = Date.now();
    if (!priceCache || now - priceCache.at > PRICE_CACHE_MS) {
      const prices = loadPrices();
      priceCache = { at: now, prices };
      // A failed load is not kept: the next call asks Stripe again.
      prices.catch(() => {
        if (priceCache?.prices === prices) {
          priceCache = null;
        }
      });
    }
    return priceCache.prices;
  }

  async function priceIdOf(plan: PaidPlan): Promise<string> {
    const price = (await cachedPrices()).find((p) => p.plan === plan);
    if (!price) {
      // Stripe has no active price with this lookup_key: the account is not set up for the plan.
      throw appError('PAYMENT_PROVIDER');
    }
    return price.id;
  }

  /** The card that pays: the subscription's own method, else the customer's default for invoices. */
  async function cardFor(subscription: Stripe.Subscription): Promise<Card | null> {
    const own = cardOf(subscription.default_payment_method);
    if (own) {
      return own;
    }
    const customerId = idOf(subscription.customer);
    if (!customerId) {
      return null;
    }
    const customer = await read(() =>
      stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
    );
    if (!customer || customer.deleted) {
      return null;
    }
    return cardOf(customer.invoice_settings.default_payment_method);
  }

  async function present(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    return toSubscription(subscription, await cardFor(subscription));
  }

  async function retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    const subscription = await read(() => stripe.subscriptions.retrieve(id, { expand: EXPAND_CARD }));
    if (!subscription) {
      throw appError('NO_SUBSCRIPTION');
    }
    return subscription;
  }

  return {
    kind: 'stripe',

    async prices() {
      return (await cachedPrices()).map(({ plan, amount, currency, interval }) => ({
        plan,
        amount,
        currency,
        interval,
      }));
    },

    async createCustomer({ organisationId, email, name }) {
      const customer = await call(() =>
        stripe.customers.create({
          email,
          ...(name ? { name } : {}),
          metadata: { customer_id: organisationId },
        }),
      );
      return customer.id;
    },

    async startCheckout({ customerId, organisationId, plan, trialDays, successUrl, cancelUrl }) {
      const price = await priceIdOf(plan);
      const metadata = { customer_id: organisationId };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: organisationId,
          metadata,
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata, ...(trialDays > 0 ? { trial_period_days: trialDays } : {}) },
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) {
        throw appError('PAYMENT_PROVIDER');
      }
      return { id: session.id, url: session.url };
    },

    async startCardUpdate({ customerId, returnUrl }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          flow_data: { type: 'payment_method_update' },
        }),
      );
      return { url: session.url };
    },

    async readCheckout(checkoutId) {
      const session = await read(() => stripe.checkout.sessions.retrieve(checkoutId));
      return session ? toCheckout(session) : null;
    },

    async readSubscription(subscriptionId) {
      const subscription = await read(() =>
        stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND_CARD }),
      );
      return subscription ? present(subscription) : null;
    },

    async previewSwitch({ subscriptionId, plan, prorationDate }): Promise<SwitchQuote> {
      const subscription = await retrieveSubscription(subscriptionId);
      const price = await priceIdOf(plan);
      const invoice = await call(() =>
        stripe.invoices.createPreview({
          customer: idOf(subscription.customer) ?? undefined,
          subscription: subscription.id,
          subscription_details: {
            items: [{ id: itemOf(subscription).id, price }],
            proration_date: seconds(prorationDate),
            proration_behavior: 'always_invoice',
          },
        }),
      );
      const lines = invoice.lines.data;
      // The line reaching furthest ends where the next bill falls: the period's end when the
      // interval stays, a new period's end when it changes, the trial's end during the trial.
      const lastEnd = Math.max(0, ...lines.map((line) => line.period.end));
      return {
        lines: lines.map((line) => ({ description: line.description ?? '', amount: line.amount })),
        total: invoice.total,
        currency: invoice.currency,
        nextBillDate: lastEnd > 0 ? dateOf(lastEnd) : null,
      };
    },

    async switchPlan({ subscriptionId, plan, prorationDate }) {
      const subscription = await retrieveSubscription(subscriptionId);
      const price = await priceIdOf(plan);
      const updated = await call(() =>
        stripe.subscriptions.update(subscription.id, {
          items: [{ id: itemOf(subscription).id, price }],
          proration_behavior: 'always_invoice',
          proration_date: seconds(prorationDate),
          expand: EXPAND_CARD,
        }),
      );
      return present(updated);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, expand: EXPAND_CARD }),
      );
      return present(updated);
    },

    async listInvoices(customerId, limit) {
      const list = await call(() => stripe.invoices.list({ customer: customerId, limit }));
      return list.data.map(toInvoice);
    },

    readWebhook(rawBody, signature) {
      if (!signature) {
        throw appError('WEBHOOK_SIGNATURE');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        // Forged, signed with another secret, replayed after the tolerance, or not an event.
        throw appError('WEBHOOK_SIGNATURE');
      }
      return toProviderEvent(event);
    },
  };
}
