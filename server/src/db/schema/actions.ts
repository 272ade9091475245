import {
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  type ActionPriority,
  PRIORITY_RANK,
  STORED_ACTION_STATUSES,
  type StoredActionStatus,
} from '@squadboard/domain/actions/action.schema';
import {
  CLOSED_AS,
  type ClosedAs,
  REVIEW_OUTCOMES,
  type ReviewOutcome,
} from '@squadboard/domain/actions/action-review.model';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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

// The Status sort's keys, written with literal values (not parameters) so that the list's query
// and the index below hold the very same expression, which PostgreSQL needs to use the index.

/** The spec's status order as a number: Open 0, In Progress 1, Closed 2 (Deleted 99). */
export function statusRankSql(status: AnyColumn): SQL {
  const cases = ACTION_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' ');
  return sql`(case ${status} ${sql.raw(cases)} else 99 end)`;
}

/** Spec 001 §9 priority rank: High 3, Medium 2, Low 1. */
export function priorityRankSql(priority: AnyColumn): SQL {
  const cases = ACTION_PRIORITIES.map((p) => `when '${p}' then ${PRIORITY_RANK[p]}`).join(' ');
  return sql`(case ${priority} ${sql.raw(cases)} else 0 end)`;
}

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
    /** When it was last closed (null while open): whether it was done by the squad's next retro. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** How it was closed: done, or dropped in a retro's review; null while open. */
    closedAs: text('closed_as').$type<ClosedAs>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('actions_status_check', sql`${t.status} in (${inList(STORED_ACTION_STATUSES)})`),
    check('actions_priority_check', sql`${t.priority} in (${inList(ACTION_PRIORITIES)})`),
    check('actions_closed_as_check', sql`${t.closedAs} is null or ${t.closedAs} in (${inList(CLOSED_AS)})`),
    uniqueIndex('actions_customer_number_unique').on(t.customerId, t.number),
    // The Actions list, newest first (its default sort): page 1 reads five index entries however
    // many actions the organisation has. Deleted actions are never listed, so never indexed here.
    index('actions_customer_created_idx')
      .on(t.customerId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${sql.identifier('status')} <> 'Deleted'`),
    // The Status sort (status, then the most urgent, then the newest), page 1 from the index too.
    index('actions_customer_status_sort_idx')
      .on(
        t.customerId,
        statusRankSql(t.status),
        sql`${priorityRankSql(t.priority)} desc`,
        t.createdAt.desc().nullsFirst(),
        t.number.desc().nullsFirst(),
      )
      .where(sql`${sql.identifier('status')} <> 'Deleted'`),
    // One squad's actions in the same order (the squad filter, members who see a few squads);
    // also the squad's cascade delete.
    index('actions_squad_created_idx').on(
      t.squadId,
      t.createdAt.desc().nullsFirst(),
      t.number.desc().nullsFirst(),
    ),
    index('actions_retro_idx').on(t.retroId),
    // Substring search over titles (ILIKE '%x%'): trigrams, since a B-tree only serves prefixes.
    index('actions_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export type ActionRow = typeof actions.$inferSelect;

/**
 * The action's history of reviews: each time a retro's "Review actions" phase marked it
 * Done, Still open (maybe with a new due date) or Dropped, who did and when. The latest row of a
 * retro is that retro's outcome for the action.
 */
export const actionReviews = pgTable(
  'action_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<ReviewOutcome>().notNull(),
    /** The new due date a Still open gave, if any. */
    dueDate: date('due_date', { mode: 'string' }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who marked it, kept if the account goes. */
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('action_reviews_outcome_check', sql`${t.outcome} in (${inList(REVIEW_OUTCOMES)})`),
    index('action_reviews_action_idx').on(t.actionId, t.at),
    index('action_reviews_retro_idx').on(t.retroId, t.actionId, t.at),
  ],
);

/**
 * How many actions each squad has in each status, kept by a trigger on `actions` (migration
 * 0012): the list's "Actions - {count}" sums a few of these rows instead of counting thousands
 * of actions on every page.
 */
export const actionCounts = pgTable(
  'action_counts',
  {
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    status: text('status').$type<StoredActionStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.squadId, t.status] })],
);
