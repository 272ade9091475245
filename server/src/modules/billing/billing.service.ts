import type { Caller } from '@squadboard/domain';
import { BILLING_LIMITS, type PaidPlan } from '@squadboard/domain/billing/billing.model';
import {
  canManagePlan,
  canRestore,
  isRunning,
  planLimitsFor,
  restoreDeadline,
  squadsOverLimit,
  tierOf,
} from '@squadboard/domain/billing/billing.rules';
import type {
  BillingForm,
  BillingState,
  ConfirmedCheckout,
  Invoices,
  PlanPrices,
  Redirect,
  SwitchPreview,
  SwitchRequest,
  TestCheckout,
} from '@squadboard/domain/billing/billing.schema';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../http/app-error.ts';
import type { BillingAccountRow, BillingRepository } from './billing.repository.ts';
import { createBillingSync } from './billing-sync.ts';
import type { PaymentProvider, TestPaymentProvider } from './payment-provider.ts';
import { isTestProvider } from './providers/index.ts';

// Plans and payment (spec 000 §1, §3, §7, §9). Only a Super Admin manages the plan;
// everything is scoped to the caller's organisation. The provider is called outside any
// transaction; what it answers is written back through the one sync (billing-sync.ts).

export interface BillingServiceDeps {
  repo: BillingRepository;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** GET /api/billing moves the test provider's clock at most this often (the timer does the rest). */
const LAZY_TICK_MS = 60_000;

export type BillingService = ReturnType<typeof createBillingService>;

function requireManager(caller: Caller): void {
  if (!canManagePlan(caller.role)) {
    throw appError('PLAN_FORBIDDEN');
  }
}

/** The account's subscription while it gives the organisation its plan. */
function runningSubscription(account: BillingAccountRow | undefined) {
  if (!account?.providerSubscriptionId || !account.plan || !account.status || !isRunning(account.status)) {
    return null;
  }
  return {
    id: account.providerSubscriptionId,
    plan: account.plan,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createBillingService({
  repo,
  provider,
  publicUrl,
  log,
  now = () => new Date(),
}: BillingServiceDeps) {
  const sync = createBillingSync({ repo, provider, log });
  const { call } = sync;
  let lastLazyTick = 0;

  async function state(caller: Caller): Promise<BillingState> {
    const [customer, account, squadCount] = await Promise.all([
      repo.findCustomer(caller.customerId),
      repo.findAccount(caller.customerId),
      repo.countSquads(caller.customerId),
    ]);
    if (!customer) {
      throw appError('NOT_FOUND');
    }
    const current = account?.provider === provider.kind ? account : undefined;
    const ended = current?.status === 'canceled' && current.endedAt ? current.endedAt : null;
    return {
      plan: customer.plan,
      teamNos: customer.teamNos,
      limits: planLimitsFor(customer.plan, customer.teamNos),
      squadCount,
      canManage: canManagePlan(caller.role),
      trialEligible: !account?.trialUsed,
      subscription:
        current?.plan && current.status
          ? {
              plan: current.plan,
              status: current.status,
              cancelAtPeriodEnd: current.cancelAtPeriodEnd,
              currentPeriodEnd: iso(current.currentPeriodEnd),
              trialEnd: iso(current.trialEnd),
              endedAt: iso(current.endedAt),
              card:
                current.cardBrand && current.cardLast4
                  ? { brand: current.cardBrand, last4: current.cardLast4 }
                  : null,
              amount: current.amount,
              currency: current.currency,
            }
          : null,
      restoreBy: ended && canRestore(ended, now()) ? restoreDeadline(ended).toISOString() : null,
      provider: provider.kind,
    };
  }

  /** The account at the configured provider with a running subscription, or NO_SUBSCRIPTION. */
  async function requireRunning(caller: Caller) {
    const account = await repo.findAccount(caller.customerId);
    const running = account?.provider === provider.kind ? runningSubscription(account) : null;
    if (!account || !running) {
      throw appError('NO_SUBSCRIPTION');
    }
    return { account, running };
  }

  async function requireSquadsFit(caller: Caller, plan: PaidPlan): Promise<void> {
    const over = squadsOverLimit(plan, await repo.countSquads(caller.customerId));
    if (over) {
      throw appError('TOO_MANY_SQUADS', over.count, over.limit);
    }
  }

  async function callerEmail(caller: Caller): Promise<string> {
    const email = await repo.userEmail(caller.customerId, caller.id);
    if (!email) {
      throw appError('NOT_FOUND');
    }
    return email;
  }

  async function requireSwitchable(caller: Caller, plan: PaidPlan) {
    const found = await requireRunning(caller);
    if (found.running.plan === plan) {
      throw appError('SAME_PLAN');
    }
    await requireSquadsFit(caller, plan);
    return found;
  }

  /** The built-in provider's checkout, when it is this organisation's; else CHECKOUT_NOT_FOUND. */
  async function ownTestCheckout(caller: Caller, checkoutId: string): Promise<TestPaymentProvider> {
    requireManager(caller);
    const checkout = isTestProvider(provider) ? await provider.readCheckout(checkoutId) : null;
    if (!isTestProvider(provider) || checkout?.organisationId !== caller.customerId) {
      throw appError('CHECKOUT_NOT_FOUND');
    }
    return provider;
  }

  return {
    provider,
    /** The built-in provider, whose hosted checkout is this app's billing form; null under Stripe. */
    testProvider: isTestProvider(provider) ? provider : null,
    applyProviderEvent: sync.applyProviderEvent,
    syncSubscription: sync.syncSubscription,
    /** The test provider's clock (the timer, GET /api/billing, and tests moving time on). */
    tick: sync.tick,

    async prices(): Promise<PlanPrices> {
      const prices = await call('prices', () => provider.prices());
      return {
        prices: prices.map((price) => ({ ...price, tier: tierOf(price.plan) })),
        trialDays: BILLING_LIMITS.trialDays,
        provider: provider.kind,
      };
    },

    async getState(caller: Caller): Promise<BillingState> {
      if (provider.tick && now().getTime() - lastLazyTick >= LAZY_TICK_MS) {
        lastLazyTick = now().getTime();
        // The state still answers when the clock fails; the timer tries again.
        await sync
          .tick(now())
          .catch((error: unknown) => log.warn({ err: error }, 'lazy billing tick failed'));
      }
      return state(caller);
    },

    async startCheckout(caller: Caller, plan: PaidPlan): Promise<Redirect> {
      requireManager(caller);
      const existing = await repo.findAccount(caller.customerId);
      const current = existing?.provider === provider.kind ? existing : undefined;
      if (runningSubscription(current)) {
        throw appError('ALREADY_SUBSCRIBED');
      }
      await requireSquadsFit(caller, plan);
      const email = await callerEmail(caller);
      let account = current;
      if (!account) {
        const customer = await repo.findCustomer(caller.customerId);
        const providerCustomerId = await call('create customer', () =>
          provider.createCustomer({ organisationId: caller.customerId, email, name: customer?.name ?? null }),
        );
        account = await repo.openAccount(caller.customerId, provider.kind, providerCustomerId);
      }
      const { providerCustomerId, trialUsed } = account;
      const checkout = await call('start checkout', () =>
        provider.startCheckout({
          customerId: providerCustomerId,
          organisationId: caller.customerId,
          email,
          plan,
          trialDays: trialUsed ? 0 : BILLING_LIMITS.trialDays,
          successUrl: `${publicUrl}/plans?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/plans`,
        }),
      );
      return { sessionId: checkout.id, url: checkout.url };
    },

    /** After the hosted checkout: idempotent (the webhook may have synced already). */
    async confirmCheckout(caller: Caller, sessionId: string): Promise<ConfirmedCheckout> {
      requireManager(caller);
      const checkout = await call('read checkout', () => provider.readCheckout(sessionId));
      if (!checkout || checkout.organisationId !== caller.customerId) {
        throw appError('CHECKOUT_NOT_FOUND');
      }
      if (checkout.status !== 'complete' || !checkout.subscriptionId) {
        throw appError('CHECKOUT_OPEN');
      }
      const subscription = await sync.syncSubscription(caller.customerId, checkout.subscriptionId);
      if (!subscription) {
        throw appError('CHECKOUT_NOT_FOUND');
      }
      const [invoice] = await call('list invoices', () => provider.listInvoices(checkout.customerId, 1));
      return {
        plan: subscription.plan,
        amountPaid: invoice?.amountPaid ?? 0,
        currency: invoice?.currency ?? subscription.currency,
        nextBillDate: subscription.cancelAtPeriodEnd ? null : subscription.currentPeriodEnd.toISOString(),
        trialEnd: iso(subscription.trialEnd),
        invoiceNumber: invoice?.number ?? null,
      };
    },

    async previewSwitch(caller: Caller, plan: PaidPlan): Promise<SwitchPreview> {
      requireManager(caller);
      const { running } = await requireSwitchable(caller, plan);
      const prorationDate = now();
      const quote = await call('preview switch', () =>
        provider.previewSwitch({ subscriptionId: running.id, plan, prorationDate }),
      );
      return {
        plan,
        lines: quote.lines,
        total: quote.total,
        currency: quote.currency,
        prorationDate: prorationDate.toISOString(),
        nextBillDate: iso(quote.nextBillDate),
      };
    },

    /** Charges what the preview at `prorationDate` showed, if that preview is still fresh. */
    async switchPlan(caller: Caller, request: SwitchRequest): Promise<BillingState> {
      requireManager(caller);
      const prorationDate = new Date(request.prorationDate);
      const age = now().getTime() - prorationDate.getTime();
      if (age < 0 || age > BILLING_LIMITS.previewValidMinutes * 60_000) {
        throw appError('PREVIEW_EXPIRED');
      }
      const { account, running } = await requireSwitchable(caller, request.plan);
      // Checked again with the organisation locked, so a squad created since the preview counts.
      // The provider call itself stays outside the transaction.
      await repo.transaction(async (tx) => {
        await tx.lockCustomer(caller.customerId);
        const over = squadsOverLimit(request.plan, await tx.countSquads(caller.customerId));
        if (over) {
          throw appError('TOO_MANY_SQUADS', over.count, over.limit);
        }
      });
      const switched = await call('switch plan', () =>
        provider.switchPlan({ subscriptionId: running.id, plan: request.plan, prorationDate }),
      );
      await sync.syncSubscription(account.customerId, switched.id);
      return state(caller);
    },

    /** Cancel at the period's end: the plan stays until then (spec 000 §9). */
    async cancel(caller: Caller, comment: string): Promise<BillingState> {
      requireManager(caller);
      const account = await repo.findAccount(caller.customerId);
      if (
        account?.provider === provider.kind &&
        (account.cancelAtPeriodEnd || account.status === 'canceled')
      ) {
        throw appError('ALREADY_CANCELLED');
      }
      const { running } = await requireRunning(caller);
      await call('cancel', () => provider.setCancelAtPeriodEnd(running.id, true));
      await repo.setCancelComment(caller.customerId, comment || null);
      await sync.syncSubscription(caller.customerId, running.id);
      return state(caller);
    },

    /** Takes back a cancel before the period ends. */
    async resume(caller: Caller): Promise<BillingState> {
      requireManager(caller);
      const account = await repo.findAccount(caller.customerId);
      const running = account?.provider === provider.kind ? runningSubscription(account) : null;
      if (!running?.cancelAtPeriodEnd) {
        throw appError('NOT_CANCELLING');
      }
      await call('resume', () => provider.setCancelAtPeriodEnd(running.id, false));
      await repo.setCancelComment(caller.customerId, null);
      await sync.syncSubscription(caller.customerId, running.id);
      return state(caller);
    },

    /** 'Update payment method': the provider's page, back to My Plan. */
    async startCardUpdate(caller: Caller): Promise<{ url: string }> {
      requireManager(caller);
      const { account, running } = await requireRunning(caller);
      const email = await callerEmail(caller);
      return call('start card update', () =>
        provider.startCardUpdate({
          customerId: account.providerCustomerId,
          organisationId: caller.customerId,
          subscriptionId: running.id,
          email,
          returnUrl: `${publicUrl}/profile/my-profile/my-plan?payment=updated`,
        }),
      );
    },

    /** Payment History: the provider's invoices, newest first. */
    async invoices(caller: Caller): Promise<Invoices> {
      requireManager(caller);
      const account = await repo.findAccount(caller.customerId);
      if (!account || account.provider !== provider.kind) {
        return { card: null, invoices: [] };
      }
      const invoices = await call('list invoices', () =>
        provider.listInvoices(account.providerCustomerId, BILLING_LIMITS.invoicesShown),
      );
      const card =
        account.cardBrand && account.cardLast4
          ? { brand: account.cardBrand, last4: account.cardLast4 }
          : null;
      return { card, invoices };
    },

    /** What the test provider's billing form shows above the card. */
    async describeTestCheckout(caller: Caller, checkoutId: string): Promise<TestCheckout> {
      const test = await ownTestCheckout(caller, checkoutId);
      const described = await test.describeCheckout(checkoutId);
      if (!described) {
        throw appError('CHECKOUT_NOT_FOUND');
      }
      return described;
    },

    /**
     * Pays the test provider's checkout with the billing form, then syncs at once: the built-in
     * provider sends no webhooks, so this stands in for Stripe's checkout.session.completed.
     */
    async payTestCheckout(
      caller: Caller,
      checkoutId: string,
      form: BillingForm,
    ): Promise<{ redirectUrl: string }> {
      const test = await ownTestCheckout(caller, checkoutId);
      const paid = await test.payCheckout(checkoutId, form);
      await sync.applyProviderEvent({ kind: 'checkout-completed', checkoutId });
      return paid;
    },
  };
}
