import {
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
  type NotificationKind,
  type NotificationSubject,
} from '@squadboard/domain/notifications/notification.model';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** In-app notifications: one row per recipient, read when `read_at` is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subjectKind: text('subject_kind').$type<NotificationSubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept if the actor's account goes (as owners' names are). */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check('notifications_subject_check', sql`${t.subjectKind} in (${inList(NOTIFICATION_SUBJECTS)})`),
  ],
);

/**
 * Addresses that asked for no more non-essential mail (unsubscribe). By address, not
 * by user: a link in a mail names an address. Account mails (codes, password reset) still go.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: text('email').primaryKey(),
    /** 'link' (the page with a signed link), 'one-click' (List-Unsubscribe-Post), 'signed-in'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mail_opt_outs_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);

/**
 * Secrets the app makes for itself on first use and every node shares (e.g. the key that signs
 * unsubscribe links), so no configuration is needed and restarts keep old links valid.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Errors the web app reported (spec 001 `api/user/logs`), one row per reporter and message with
 * a count: de-duplicated by message. The reporter is the session, or the address for a visitor.
 */
export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterKey: text('reporter_key').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    message: text('message').notNull(),
    messageHash: text('message_hash').notNull(),
    count: integer('count').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_error_logs_reporter_message_idx').on(t.reporterKey, t.messageHash),
    index('client_error_logs_last_seen_idx').on(t.lastSeen),
  ],
);
