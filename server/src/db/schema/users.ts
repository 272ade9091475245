import { ROLES, type Role, USER_STATUSES, type UserStatus } from '@squadboard/domain';
import type { MailPreferences } from '@squadboard/domain/notifications/notification.model';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomerRow } from './customers.ts';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';

/**
 * "First Last" as the Users tab searches it. The trigram index below is built on this very
 * expression, so the repository's search must use it too (PostgreSQL matches index expressions
 * structurally).
 */
export function fullNameSql(firstName: AnyColumn, lastName: AnyColumn): SQL {
  return sql`(coalesce(${firstName}, '') || ' ' || coalesce(${lastName}, ''))`;
}

/** The Users tab's order: first name, last name (case-insensitive), then e-mail. */
export function nameOrderSql(firstName: AnyColumn, lastName: AnyColumn): SQL[] {
  return [sql`lower(coalesce(${firstName}, ''))`, sql`lower(coalesce(${lastName}, ''))`];
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Always stored lower-case (the domain's ZEmail lower-cases), so a plain unique index suffices. */
    email: text('email').notNull(),
    /** Null for invited users until they choose a password on the sign-up page. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull(),
    location: text('location'),
    timeZone: text('time_zone'),
    avatarKey: text('avatar_key'),
    firstLogin: boolean('first_login').notNull().default(true),
    /** Which notifications also come by mail; partial, the domain's defaults fill the gaps. */
    notificationMail: jsonb('notification_mail').$type<Partial<MailPreferences>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_customer_idx').on(t.customerId),
    index('users_customer_name_idx').on(t.customerId, ...nameOrderSql(t.firstName, t.lastName), t.email),
    // Substring search (ILIKE '%x%') over e-mail and full name: trigrams.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', sql`${fullNameSql(t.firstName, t.lastName)} gin_trgm_ops`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('users_status_check', sql`${t.status} in (${inList(USER_STATUSES)})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A user with their organisation, as sign-in and the profile read them together. */
export interface UserWithCustomer {
  user: UserRow;
  customer: CustomerRow;
}
