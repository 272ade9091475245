import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * One settings row per customer (spec 000 §3 "Settings record": comp_config_id, working_hours,
 * currency_id, release_notification). Hours and currency stay null until first saved: toggling
 * Release Tagging before that must not count as the first save.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workingHours: numeric('working_hours', { precision: 4, scale: 2, mode: 'number' }),
    /** ISO 4217 alphabetic code, checked against the domain's list by the server. */
    currency: text('currency'),
    releaseNotification: boolean('release_notification').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_settings_customer_unique').on(t.customerId),
    check('company_settings_hours_check', sql`${t.workingHours} > 0 and ${t.workingHours} <= 24`),
    check('company_settings_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type CompanySettingsRow = typeof companySettings.$inferSelect;
