import type { Plan } from '@squadboard/domain';
import type {
  PaidPlan,
  PaymentProviderKind,
  SubscriptionStatus,
} from '@squadboard/domain/billing/billing.model';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countSquadsOf, findCustomerPlan, lockCustomerPlan } from '../../db/customer-plan.ts';
import { billingAccounts, customers, users } from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the billing module: the organisation's account at the payment provider
// (billing_accounts), its plan (customers.plan, which the limits read) and its squad count.

export type BillingRepository = UnitOfWork<ReturnType<typeof billingQueries>>;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** The subscription as the provider last said, written by the sync. */
export interface AccountSubscription {
  providerSubscriptionId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  endedAt: Date | null;
  trialUsed: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  amount: number;
  currency: string;
}

export function createBillingRepository(db: Executor): BillingRepository {
  return unitOfWork(db, billingQueries);
}

function billingQueries(db: Executor) {
  return {
    lockCustomer: (customerId: string) => lockCustomerPlan(db, customerId),
    findCustomer: (customerId: string) => findCustomerPlan(db, customerId),
    countSquads: (customerId: string) => countSquadsOf(db, customerId),

    async setPlan(customerId: string, plan: Plan): Promise<void> {
      await db.update(customers).set({ plan }).where(eq(customers.id, customerId));
    },

    async findAccount(customerId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId));
      return row;
    },

    async findAccountBySubscription(subscriptionId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.providerSubscriptionId, subscriptionId));
      return row;
    },

    async findAccountByProviderCustomer(providerCustomerId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.providerCustomerId, providerCustomerId));
      return row;
    },

    async userEmail(customerId: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.customerId, customerId)));
      return row?.email;
    },

    /**
     * The organisation's account at `provider`. A row of another provider (the configuration
     * changed) is replaced by a fresh one; only `trial_used` carries over, so a restart elsewhere
     * still starts without the trial. Two racing creations keep the first.
     */
    async openAccount(customerId: string, provider: PaymentProviderKind, providerCustomerId: string) {
      const fresh = {
        provider,
        providerCustomerId,
        providerSubscriptionId: null,
        plan: null,
        status: null,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        trialEnd: null,
        endedAt: null,
        cancelComment: null,
        cardBrand: null,
        cardLast4: null,
        amount: 0,
        updatedAt: new Date(),
      };
      await db
        .insert(billingAccounts)
        .values({ customerId, ...fresh })
        .onConflictDoUpdate({
          target: billingAccounts.customerId,
          set: fresh,
          where: ne(billingAccounts.provider, provider),
        });
      const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId));
      if (!row) {
        throw new Error('billing account not written');
      }
      return row;
    },

    async writeSubscription(customerId: string, subscription: AccountSubscription): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ ...subscription, updatedAt: new Date() })
        .where(eq(billingAccounts.customerId, customerId));
    },

    async setCancelComment(customerId: string, comment: string | null): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ cancelComment: comment, updatedAt: new Date() })
        .where(eq(billingAccounts.customerId, customerId));
    },
  };
}
