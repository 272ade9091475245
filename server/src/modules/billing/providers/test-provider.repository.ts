import { SUBSCRIPTION_STATUSES } from '@squadboard/domain/billing/billing.model';
import { isRunning } from '@squadboard/domain/billing/billing.rules';
import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { testCheckoutSessions, testInvoices, testSubscriptions } from '../../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../../db/unit-of-work.ts';

// The built-in test provider's own records (its "side", as Stripe keeps its own): checkout
// sessions, subscriptions and invoices. Nothing but the test provider reads these tables.

export type TestProviderRepository = UnitOfWork<ReturnType<typeof testProviderQueries>>;
export type TestCheckoutRow = typeof testCheckoutSessions.$inferSelect;
export type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;
export type TestInvoiceRow = typeof testInvoices.$inferSelect;
export type NewTestInvoice = Omit<typeof testInvoices.$inferInsert, 'number'>;

/** The statuses `isRunning` accepts, for SQL. */
const RUNNING = SUBSCRIPTION_STATUSES.filter(isRunning);

export function createTestProviderRepository(db: Executor): TestProviderRepository {
  return unitOfWork(db, testProviderQueries);
}

function testProviderQueries(db: Executor) {
  return {
    async insertCheckout(values: typeof testCheckoutSessions.$inferInsert): Promise<void> {
      await db.insert(testCheckoutSessions).values(values);
    },

    async findCheckout(id: string, options: { lock?: boolean } = {}): Promise<TestCheckoutRow | undefined> {
      const query = db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    async completeCheckout(id: string, subscriptionId: string | null): Promise<void> {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'complete', subscriptionId })
        .where(eq(testCheckoutSessions.id, id));
    },

    async expireCheckouts(now: Date): Promise<void> {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(testCheckoutSessions.status, 'open'), lte(testCheckoutSessions.expiresAt, now)));
    },

    async insertSubscription(values: typeof testSubscriptions.$inferInsert): Promise<void> {
      await db.insert(testSubscriptions).values(values);
    },

    async findSubscription(id: string, options: { lock?: boolean } = {}) {
      const query = db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    async updateSubscription(id: string, values: Partial<typeof testSubscriptions.$inferInsert>) {
      await db.update(testSubscriptions).set(values).where(eq(testSubscriptions.id, id));
    },

    async hasRunningSubscription(providerCustomerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: testSubscriptions.id })
        .from(testSubscriptions)
        .where(
          and(
            eq(testSubscriptions.providerCustomerId, providerCustomerId),
            inArray(testSubscriptions.status, RUNNING),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Running subscriptions whose trial or period ended by `now`: what the clock moves on. */
    async dueSubscriptions(now: Date): Promise<TestSubscriptionRow[]> {
      return db
        .select()
        .from(testSubscriptions)
        .where(and(inArray(testSubscriptions.status, RUNNING), lte(testSubscriptions.currentPeriodEnd, now)))
        .for('update');
    },

    /** Numbers run per provider customer (SQB-0001, SQB-0002 …), like a card provider's prefix. */
    async insertInvoice(values: NewTestInvoice): Promise<void> {
      const [row] = await db
        .select({ n: count() })
        .from(testInvoices)
        .where(eq(testInvoices.providerCustomerId, values.providerCustomerId));
      const number = `SQB-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
      await db.insert(testInvoices).values({ ...values, number });
    },

    async listInvoices(providerCustomerId: string, limit: number): Promise<TestInvoiceRow[]> {
      return db
        .select()
        .from(testInvoices)
        .where(eq(testInvoices.providerCustomerId, providerCustomerId))
        .orderBy(desc(testInvoices.createdAt), desc(testInvoices.number))
        .limit(limit);
    },
  };
}
