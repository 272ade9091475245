import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { PaymentProvider, TestPaymentProvider } from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in test provider. */
export function createPaymentProvider(
  config: Pick<Config, 'stripe'>,
  db: Executor,
  now: () => Date = () => new Date(),
): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider(db, now);
}

/** The built-in provider, whose hosted checkout is this app's billing form. */
export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}
