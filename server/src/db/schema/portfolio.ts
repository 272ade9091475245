import { PORTFOLIO_STATUSES, type PortfolioStatus } from '@squadboard/domain/portfolio/portfolio.schema';
import { PORTFOLIO_LEVELS, type PortfolioLevel } from '@squadboard/domain/work-items/work-item.model';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** The portfolio: Initiatives, and Projects under an Initiative. */
export const portfolioNodes = pgTable(
  'portfolio_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    level: text('level').$type<PortfolioLevel>().notNull(),
    /** A Project's Initiative; an Initiative with projects cannot be deleted (restrict). */
    parentId: uuid('parent_id').references((): AnyPgColumn => portfolioNodes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    acronym: text('acronym').notNull(),
    /** The node's number within its level (spec 001 §3 acronym_id): PAY2 is the second project. */
    acronymNumber: integer('acronym_number').notNull(),
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull(),
    plannedStart: date('planned_start', { mode: 'string' }),
    plannedEnd: date('planned_end', { mode: 'string' }),
    status: text('status').$type<PortfolioStatus>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('portfolio_nodes_level_check', sql`${t.level} in (${inList(PORTFOLIO_LEVELS)})`),
    check('portfolio_nodes_status_check', sql`${t.status} in (${inList(PORTFOLIO_STATUSES)})`),
    check('portfolio_nodes_parent_check', sql`(${t.level} = 'Initiative') = (${t.parentId} is null)`),
    uniqueIndex('portfolio_nodes_customer_acronym_idx').on(t.customerId, t.acronym),
    index('portfolio_nodes_customer_level_idx').on(t.customerId, t.level, t.createdAt),
    index('portfolio_nodes_parent_idx').on(t.parentId),
  ],
);

/**
 * The last number given per organisation and prefix (a level, or an acronym and a type letter
 * such as PAYS): one upsert hands out the next number atomically, with no gaps from retries of
 * the counting and no duplicates under concurrency.
 */
export const acronymCounters = pgTable(
  'acronym_counters',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.prefix] })],
);
