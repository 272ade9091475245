import {
  PAID_PLANS,
  PAYMENT_PROVIDERS,
  type PaidPlan,
  type PaymentProviderKind,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@squadboard/domain/billing/billing.model';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';

/**
 * An organisation's account at the payment provider and its current (or last) subscription, as
 * the provider last told us (spec 000 §3 "Subscription data"). One row per organisation; the
 * organisation's plan itself stays in customers.plan, which the limits read.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderKind>().notNull(),
    providerCustomerId: text('provider_customer_id').notNull().unique(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    plan: text('plan').$type<PaidPlan>(),
    status: text('status').$type<SubscriptionStatus>(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set once a subscription ran: a later one starts without the trial. */
    trialUsed: boolean('trial_used').notNull().default(false),
    cancelComment: text('cancel_comment'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_accounts_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check('billing_accounts_plan_check', sql`${t.plan} is null or ${t.plan} in (${inList(PAID_PLANS)})`),
    check(
      'billing_accounts_status_check',
      sql`${t.status} is null or ${t.status} in (${inList(SUBSCRIPTION_STATUSES)})`,
    ),
    check('billing_accounts_amount_check', sql`${t.amount} >= 0`),
  ],
);

// The built-in test payment provider keeps its own records here, as a card provider would on its
// side: checkout sessions, subscriptions and invoices. Nothing else reads these tables.

export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    providerCustomerId: text('provider_customer_id').notNull(),
    mode: text('mode').$type<'subscription' | 'setup'>().notNull(),
    plan: text('plan').$type<PaidPlan>(),
    trialDays: integer('trial_days').notNull().default(0),
    email: text('email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    /** The product's own references (organisation id), as Stripe's metadata carries them. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('test_checkout_sessions_mode_check', sql`${t.mode} in ('subscription', 'setup')`),
    check('test_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`),
  ],
);

export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    providerCustomerId: text('provider_customer_id').notNull(),
    plan: text('plan').$type<PaidPlan>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_subscriptions_customer_idx').on(t.providerCustomerId)],
);

export const testInvoices = pgTable(
  'test_invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    description: text('description').notNull(),
    total: integer('total').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'open'>().notNull(),
    lines: jsonb('lines').$type<{ description: string; amount: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_invoices_customer_idx').on(t.providerCustomerId, t.createdAt)],
);
