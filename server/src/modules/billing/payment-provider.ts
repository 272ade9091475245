import type {
  BillingInterval,
  PaidPlan,
  PaymentProviderKind,
  SubscriptionStatus,
} from '@squadboard/domain/billing/billing.model';
import type { ProrationLine } from '@squadboard/domain/billing/billing.rules';
import type { BillingForm, Card, Invoice, TestCheckout } from '@squadboard/domain/billing/billing.schema';

// One door to the payment provider, like file storage: the built-in test provider by default (no
// network, no keys), Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. The billing
// service speaks only this interface; the provider is the source of truth for subscriptions and
// invoices, and billing_accounts keeps what it last said.

export interface ProviderPrice {
  plan: PaidPlan;
  /** Minor units per interval. */
  amount: number;
  currency: string;
  interval: BillingInterval;
}

export interface ProviderSubscription {
  id: string;
  /** The provider's customer. */
  customerId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  endedAt: Date | null;
  card: Card | null;
  amount: number;
  currency: string;
}

export interface ProviderCheckout {
  id: string;
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  customerId: string;
  subscriptionId: string | null;
  /** The organisation it was started for (the product's metadata `customer_id`). */
  organisationId: string | null;
}

export interface SwitchQuote {
  lines: ProrationLine[];
  total: number;
  currency: string;
  nextBillDate: Date | null;
}

/** What a verified webhook asks the product to do: re-read the object it names. */
export type ProviderEvent =
  | { kind: 'checkout-completed'; checkoutId: string }
  | { kind: 'subscription-changed'; subscriptionId: string }
  | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The paid plans' prices (Stripe: prices whose lookup_key is the plan value). */
  prices(): Promise<ProviderPrice[]>;
  /** Creates the provider's customer for an organisation; returns its id. */
  createCustomer(input: { organisationId: string; email: string; name: string | null }): Promise<string>;
  /** A hosted checkout for a new subscription; `successUrl` holds the `{CHECKOUT_SESSION_ID}` placeholder. */
  startCheckout(input: {
    customerId: string;
    organisationId: string;
    email: string;
    plan: PaidPlan;
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Where the payer changes the card (Stripe: the billing portal); comes back to `returnUrl`. */
  startCardUpdate(input: {
    customerId: string;
    organisationId: string;
    subscriptionId: string;
    email: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  readCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  readSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The invoice a switch would make at `prorationDate`; `switchPlan` with the same date charges it. */
  previewSwitch(input: { subscriptionId: string; plan: PaidPlan; prorationDate: Date }): Promise<SwitchQuote>;
  switchPlan(input: {
    subscriptionId: string;
    plan: PaidPlan;
    prorationDate: Date;
  }): Promise<ProviderSubscription>;
  /** Cancel at the period's end (true) or take that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  listInvoices(customerId: string, limit: number): Promise<Invoice[]>;
  /**
   * Stripe: verifies a webhook's signature against STRIPE_WEBHOOK_SECRET and reads it; throws
   * appError('WEBHOOK_SIGNATURE') when it does not verify. The test provider has no webhooks.
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /**
   * The test provider's clock: renews subscriptions whose period ended, ends those set to end,
   * and returns the ids it changed (Stripe does this on its side and sends webhooks).
   */
  tick?(now: Date): Promise<string[]>;
}

/** The built-in provider also serves its own hosted checkout: the billing form (/billing-form). */
export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** What the billing form shows; null when there is no such checkout. */
  describeCheckout(checkoutId: string): Promise<TestCheckout | null>;
  /**
   * Pays (or, in setup mode, saves the card of) an open checkout with the billing form. The
   * test card 4242… succeeds, 4000 0000 0000 0002 and every other number is declined
   * (appError('CARD_DECLINED')). Answers where the browser goes next (the success URL).
   */
  payCheckout(checkoutId: string, form: BillingForm): Promise<{ redirectUrl: string }>;
}
