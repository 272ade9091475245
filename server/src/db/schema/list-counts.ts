import type { UserStatus } from '@squadboard/domain';
import type { StoredActionRegisterStatus } from '@squadboard/domain/action-registers/action-register.schema';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

// Counts that lists read instead of counting their rows on every page, each kept by a
// trigger on its table in the same transaction as the write (migration 0025), as action_counts
// (0012) and backlog_counts (0024) are. A list filtered by a search still counts its matches.

/** The Users tab's "Total: N": users of an organisation by status, Super Admins not counted. */
export const userCounts = pgTable(
  'user_counts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<UserStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status] })],
);

/** The squads of an organisation, for a Super Admin's squad list. */
export const squadCounts = pgTable('squad_counts', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  n: integer('n').notNull().default(0),
});

/** The Project view's registers of an organisation by status. */
export const actionRegisterCounts = pgTable(
  'action_register_counts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<StoredActionRegisterStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status] })],
);

/** Retros of each squad by status: the retro lists sum the rows of the squads a caller sees. */
export const retroCounts = pgTable(
  'retro_counts',
  {
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    status: text('status').$type<RetroStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.squadId, t.status] })],
);

/** A person's notifications, read and unread: the list's total and the bell's unread count. */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: boolean('unread').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unread] })],
);
