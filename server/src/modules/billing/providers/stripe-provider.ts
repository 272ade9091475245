import type { StripeConfig } from '../../../config.ts';
import type { PaymentProvider } from '../payment-provider.ts';

/** Stripe behind the provider interface (the official `stripe` package). */
export function createStripeProvider(_config: StripeConfig): PaymentProvider {
  throw new Error('The Stripe provider is not built yet.');
}
