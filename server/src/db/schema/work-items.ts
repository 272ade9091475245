import {
  type StatusGroup,
  WORK_ITEM_TYPES,
  type WorkItemStatusId,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { portfolioNodes } from './portfolio.ts';
import { retros } from './retros.ts';
import { sprints } from './sprints.ts';
import { inList, rankKey } from './sql-helpers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

/**
 * Work items (spec 001 §3): Feature under a Project, Epic under a Feature, Story, Task and Bug
 * under an Epic (a Task also under a Story). `projectId` is the project the item sits under,
 * through its parents, kept on every item so a project's counts and lists need no recursion.
 */
export const workItems = pgTable(
  'work_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').$type<WorkItemType>().notNull(),
    title: text('title').notNull(),
    /** e.g. PAYS: the project's (or squad's) acronym and the type's letter; with the number, PAYS12. */
    acronym: text('acronym').notNull(),
    acronymNumber: integer('acronym_number').notNull(),
    squadId: uuid('squad_id').references(() => squads.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => portfolioNodes.id, { onDelete: 'restrict' }),
    /** The parent item; none for a Feature (its parent is the project) or an item not yet placed. */
    parentId: uuid('parent_id').references((): AnyPgColumn => workItems.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's full name, kept if the account goes (as actions and registers keep theirs). */
    ownerName: text('owner_name'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reporter's full name, kept like the owner's. */
    reporterName: text('reporter_name'),
    /** Made from a retro card: the retro and the card (cards may go later, so no foreign key). */
    retroId: uuid('retro_id').references(() => retros.id, { onDelete: 'set null' }),
    retroCardId: uuid('retro_card_id'),
    /** Null: the squad's Backlog. */
    sprintId: uuid('sprint_id').references(() => sprints.id, { onDelete: 'set null' }),
    statusId: smallint('status_id').$type<WorkItemStatusId>().notNull().default(1),
    priority: smallint('priority').notNull().default(4),
    severity: smallint('severity').notNull().default(4),
    blocked: boolean('blocked').notNull().default(false),
    narrative: text('narrative'),
    outcome: text('outcome'),
    actualResult: text('actual_result'),
    expectedResult: text('expected_result'),
    plannedStart: date('planned_start', { mode: 'string' }),
    plannedEnd: date('planned_end', { mode: 'string' }),
    effortHours: real('effort_hours'),
    durationDays: real('duration_days'),
    size: real('size'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    releaseVersions: text('release_versions').array().notNull().default(sql`'{}'::text[]`),
    impactedSquadIds: uuid('impacted_squad_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The item's place in its squad's backlog (domain/common/rank.ts): a move writes this row only. */
    rank: rankKey('rank').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('work_items_type_check', sql`${t.type} in (${inList(WORK_ITEM_TYPES)})`),
    check('work_items_status_check', sql`${t.statusId} in (1, 4, 6, 7, 8, 9)`),
    check('work_items_priority_check', sql`${t.priority} between 1 and 4 and ${t.severity} between 1 and 4`),
    uniqueIndex('work_items_acronym_idx').on(t.customerId, t.acronym, t.acronymNumber),
    // A squad's backlog in rank order, paged by (rank, id): the items with no sprint only.
    index('work_items_backlog_idx').on(t.squadId, t.rank, t.id).where(sql`${t.sprintId} is null`),
    index('work_items_sprint_idx').on(t.sprintId),
    index('work_items_parent_idx').on(t.parentId),
    // A project's counts by type and status.
    index('work_items_project_idx').on(t.projectId, t.type, t.statusId),
    index('work_items_customer_type_idx').on(t.customerId, t.type),
  ],
);

/** Every change of a work item (spec 001 §3 history): who, when, and what changed. */
export const workItemHistory = pgTable(
  'work_item_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name, kept if the account goes. */
    actorName: text('actor_name').notNull(),
    fromStatusId: smallint('from_status_id').$type<WorkItemStatusId>(),
    toStatusId: smallint('to_status_id').$type<WorkItemStatusId>(),
    /** What changed, in words ("Created", "Priority 4 → 2" …). */
    summary: text('summary').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_item_history_item_idx').on(t.workItemId, t.at)],
);

/** A squad's status configuration (spec 001 §7 call 15); squads without a row use the default. */
export const squadStatusConfigs = pgTable(
  'squad_status_configs',
  {
    squadId: uuid('squad_id')
      .primaryKey()
      .references(() => squads.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    statuses: smallint('statuses').array().$type<WorkItemStatusId[]>().notNull(),
    columns: jsonb('columns').$type<Partial<Record<WorkItemStatusId, StatusGroup>>>().notNull(),
    backlog: smallint('backlog').array().$type<WorkItemStatusId[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('squad_status_configs_columns_check', sql`jsonb_typeof(${t.columns}) = 'object'`)],
);

/**
 * How many backlog items (no sprint) each squad has in each status, kept by a trigger on
 * `work_items` (migration 0024): the backlog's "Total: {n}" sums a few of these rows instead of
 * counting every item of the backlog on every page.
 */
export const backlogCounts = pgTable(
  'backlog_counts',
  {
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').$type<WorkItemStatusId>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.squadId, t.statusId] })],
);

export type WorkItemRow = typeof workItems.$inferSelect;
export type NewWorkItem = typeof workItems.$inferInsert;
