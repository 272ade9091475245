import { isRunning } from '@squadboard/domain/billing/billing.rules';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, appError } from '../../http/app-error.ts';
import type { BillingAccountRow, BillingRepository } from './billing.repository.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';

// The provider → product direction: the provider is the source of truth for subscriptions, and
// billing_accounts with customers.plan keep what it last said. One sync serves the checkout's
// confirmation, the webhooks, the test provider's clock and every write; events may come twice
// and out of order, so it always re-reads the provider and never trusts an event's body.

export interface BillingSyncDeps {
  repo: BillingRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export type BillingSync = ReturnType<typeof createBillingSync>;

export function createBillingSync({ repo, provider, log }: BillingSyncDeps) {
  /**
   * One provider call: our own refusals pass through, anything else (network, an unexpected
   * answer) is logged and becomes PAYMENT_PROVIDER. Never called inside a transaction.
   */
  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        throw error;
      }
      log.error({ err: error, provider: provider.kind }, `payment provider failed: ${what}`);
      throw appError('PAYMENT_PROVIDER');
    }
  }

  /** Whether `subscription` may become (or stay) the account's subscription. */
  function accepts(account: BillingAccountRow, subscription: ProviderSubscription): boolean {
    if (account.providerCustomerId !== subscription.customerId) {
      return false; // another organisation's, or an account at another provider
    }
    return (
      account.providerSubscriptionId === null ||
      account.providerSubscriptionId === subscription.id ||
      // A new subscription replaces an ended one; an old one never overwrites a newer one.
      isRunning(subscription.status)
    );
  }

  /**
   * Reads `subscriptionId` from the provider and writes it to `organisationId`'s account and plan
   * in one transaction with the organisation's row locked (squad creations wait). Answers the
   * subscription as read, or null when the provider does not know it.
   */
  async function syncSubscription(
    organisationId: string,
    subscriptionId: string,
  ): Promise<ProviderSubscription | null> {
    const subscription = await call('read subscription', () => provider.readSubscription(subscriptionId));
    if (!subscription) {
      return null;
    }
    await repo.transaction(async (tx) => {
      await tx.lockCustomer(organisationId);
      const account = await tx.findAccount(organisationId);
      if (!account || !accepts(account, subscription)) {
        return;
      }
      const ran = subscription.status !== 'incomplete';
      await tx.writeSubscription(organisationId, {
        providerSubscriptionId: subscription.id,
        plan: subscription.plan,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd,
        trialEnd: subscription.trialEnd,
        endedAt:
          subscription.status === 'canceled' ? (subscription.endedAt ?? subscription.currentPeriodEnd) : null,
        trialUsed: account.trialUsed || ran,
        cardBrand: subscription.card?.brand ?? account.cardBrand,
        cardLast4: subscription.card?.last4 ?? account.cardLast4,
        amount: subscription.amount,
        currency: subscription.currency,
      });
      if (isRunning(subscription.status)) {
        await tx.setPlan(organisationId, subscription.plan);
      } else if (subscription.status === 'canceled') {
        // Back to free; squads, retros and history stay (a restart within 10 months restores).
        await tx.setPlan(organisationId, 'free');
      }
    });
    return subscription;
  }

  /** What a verified webhook names, applied by re-reading it. */
  async function applyProviderEvent(event: ProviderEvent): Promise<void> {
    if (event.kind === 'checkout-completed') {
      const checkout = await call('read checkout', () => provider.readCheckout(event.checkoutId));
      if (!checkout?.subscriptionId || checkout.status !== 'complete') {
        return;
      }
      const organisationId =
        checkout.organisationId ??
        (await repo.findAccountByProviderCustomer(checkout.customerId))?.customerId;
      if (organisationId) {
        await syncSubscription(organisationId, checkout.subscriptionId);
      }
      return;
    }
    if (event.kind === 'subscription-changed') {
      const account = await accountOfSubscription(event.subscriptionId);
      if (account) {
        await syncSubscription(account.customerId, event.subscriptionId);
      }
    }
  }

  async function accountOfSubscription(subscriptionId: string): Promise<BillingAccountRow | undefined> {
    const known = await repo.findAccountBySubscription(subscriptionId);
    if (known) {
      return known;
    }
    const subscription = await call('read subscription', () => provider.readSubscription(subscriptionId));
    return subscription ? repo.findAccountByProviderCustomer(subscription.customerId) : undefined;
  }

  /** The test provider's clock: moves its subscriptions on to `now`, then syncs those it changed. */
  async function tick(now: Date): Promise<string[]> {
    if (!provider.tick) {
      return [];
    }
    const changed = await call('tick', () => provider.tick?.(now) ?? Promise.resolve([]));
    for (const subscriptionId of changed) {
      const account = await accountOfSubscription(subscriptionId);
      if (account) {
        await syncSubscription(account.customerId, subscriptionId);
      }
    }
    return changed;
  }

  return { call, syncSubscription, applyProviderEvent, tick };
}
