import {
  STORED_ACTION_REGISTER_STATUSES,
  type StoredActionRegisterStatus,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_PRIORITIES, type ActionPriority } from '@squadboard/domain/actions/action.schema';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actions } from './actions.ts';
import { customers } from './customers.ts';
import { portfolioNodes } from './portfolio.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/**
 * Project action registers (spec 001 §3 "Register"): visible to the whole organisation. Deleting
 * sets status Deleted; the row stays.
 */
export const actionRegisters = pgTable(
  'registers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's full name, kept if the account goes. */
    ownerName: text('owner_name').notNull(),
    status: text('status').$type<StoredActionRegisterStatus>().notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    /** The register's own item status labels, in the order they are offered. */
    statuses: text('statuses').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registers_status_check', sql`${t.status} in (${inList(STORED_ACTION_REGISTER_STATUSES)})`),
    // The Project view's list: one status (or two), newest first, paged.
    index('registers_customer_status_created_idx').on(
      t.customerId,
      t.status,
      t.createdOn.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);

/**
 * A register's action items (spec 001 §3 "Register action item"). Their status is one of the
 * register's labels, which the owner may rename, so it has no CHECK constraint.
 */
export const actionRegisterItems = pgTable(
  'register_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    actionRegisterId: uuid('register_id')
      .notNull()
      .references(() => actionRegisters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull(),
    status: text('status').notNull(),
    priority: text('priority').$type<ActionPriority>().notNull().default('Low'),
    dueDate: date('due_date', { mode: 'string' }),
    projectId: uuid('project_id').references(() => portfolioNodes.id, { onDelete: 'set null' }),
    retroActionId: uuid('retro_action_id').references(() => actions.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('register_items_priority_check', sql`${t.priority} in (${inList(ACTION_PRIORITIES)})`),
    // A register's items in creation order, paged with a cursor on (created_at, id).
    index('register_items_register_created_idx').on(t.actionRegisterId, t.createdAt, t.id),
    // The list's open and closed counts, read from the index alone.
    index('register_items_register_status_idx').on(t.actionRegisterId, t.status),
  ],
);

/** Comments on a register item, added with its saves (spec §3 comment_input). */
export const actionRegisterItemComments = pgTable(
  'register_item_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => actionRegisterItems.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept if the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An item's comments oldest first, and the per-item counts from the index alone.
  (t) => [index('register_item_comments_item_created_idx').on(t.itemId, t.createdAt, t.id)],
);

export type ActionRegisterRow = typeof actionRegisters.$inferSelect;
export type ActionRegisterItemRow = typeof actionRegisterItems.$inferSelect;
export type ActionRegisterItemCommentRow = typeof actionRegisterItemComments.$inferSelect;
