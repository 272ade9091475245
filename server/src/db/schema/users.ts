import { ROLES, type Role, USER_STATUSES, type UserStatus } from '@squadboard/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomerRow } from './customers.ts';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_customer_idx').on(t.customerId),
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
