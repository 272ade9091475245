import type { BurndownDay } from '@squadboard/domain/sprints/sprint-run.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

/**
 * The company's sprint cadence mode (spec 000 §4): one enterprise cadence for the whole
 * company, or one per squad. No row means per squad. The row is also what sprint creation
 * locks, so two people planning at once cannot both take the same start date.
 */
export const sprintCadences = pgTable('sprint_cadences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  enterprise: boolean('enterprise').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sprint: of the company's enterprise cadence (no squad, numbered "Sprint N") or of one squad.
 * Dates are calendar days ('YYYY-MM-DD'), never instants, so no time zone can shift them.
 */
export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    squadId: uuid('squad_id').references(() => squads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: integer('number'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    workingDays: integer('working_days').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sprints_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('sprints_working_days_check', sql`${t.workingDays} >= 1`),
    // Enterprise sprints (no squad) are numbered; squad sprints carry the name people gave them.
    check('sprints_number_check', sql`(${t.squadId} is null) = (${t.number} is not null)`),
    uniqueIndex('sprints_enterprise_number_unique')
      .on(t.customerId, t.number)
      .where(sql`${t.squadId} is null`),
    index('sprints_customer_squad_end_idx').on(t.customerId, t.squadId, t.endDate),
    index('sprints_squad_idx').on(t.squadId),
  ],
);

export type SprintRow = typeof sprints.$inferSelect;

/**
 * One squad's run of a sprint: started, then completed with the figures it recorded.
 * A squad sprint has at most one run; an enterprise sprint, shared by every squad, one per squad.
 * A squad has at most one active run (completedAt null), which the partial unique index holds
 * even when two people press Start at once.
 */
export const sprintRuns = pgTable(
  'sprint_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sprintId: uuid('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Recorded at completion: the items in the sprint then, and those done. */
    committedItems: integer('committed_items'),
    completedItems: integer('completed_items'),
    committedHours: real('committed_hours'),
    completedHours: real('completed_hours'),
    /** Recorded at completion: what was left at each working day's end (domain BurndownDay[]). */
    burndown: jsonb('burndown').$type<BurndownDay[]>(),
    /**
     * Recorded at the start: the ids of the squad's items in the sprint then, what "added" and
     * "removed after the start" are told against. Null for runs started before it was kept.
     */
    startItemIds: uuid('start_item_ids').array(),
    /** Recorded at completion: the ids of the unfinished items it moved on (the carried over). */
    carriedItemIds: uuid('carried_item_ids').array(),
  },
  (t) => [
    uniqueIndex('sprint_runs_sprint_squad_unique').on(t.sprintId, t.squadId),
    uniqueIndex('sprint_runs_one_active_unique').on(t.squadId).where(sql`${t.completedAt} is null`),
    index('sprint_runs_squad_completed_idx').on(t.squadId, t.completedAt),
  ],
);

export type SprintRunRow = typeof sprintRuns.$inferSelect;
