import {
  ACTION_PRIORITIES,
  type ActionPriority,
  STORED_ACTION_STATUSES,
  type StoredActionStatus,
} from '@squadboard/domain/actions/action.schema';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { retros } from './retros.ts';
import { inList } from './sql-helpers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

/**
 * Retrospective actions (spec 001 §3 "Action"): raised on the Actions page or converted from a
 * retro card. Deleting sets status Deleted; the row stays.
 */
export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Per organisation, from 1: the id people see and search for. */
    number: integer('number').notNull(),
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    retroId: uuid('retro_id').references(() => retros.id, { onDelete: 'set null' }),
    /** The retro card it was converted from (cards may be deleted later, so no foreign key). */
    cardId: uuid('card_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The assignee's full name when assigned, kept if the account goes. */
    ownerName: text('owner_name').notNull(),
    status: text('status').$type<StoredActionStatus>().notNull(),
    priority: text('priority').$type<ActionPriority>().notNull().default('Low'),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('actions_status_check', sql`${t.status} in (${inList(STORED_ACTION_STATUSES)})`),
    check('actions_priority_check', sql`${t.priority} in (${inList(ACTION_PRIORITIES)})`),
    uniqueIndex('actions_customer_number_unique').on(t.customerId, t.number),
    index('actions_customer_squad_idx').on(t.customerId, t.squadId),
    index('actions_retro_idx').on(t.retroId),
  ],
);

export type ActionRow = typeof actions.$inferSelect;
