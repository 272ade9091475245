import {
  CONSEQUENCES,
  type Consequence,
  IMPACTS,
  type Impact,
  LIKELIHOODS,
  type Likelihood,
  RAID_LEVELS,
  RAID_PRIORITIES,
  RAID_STATUSES,
  RAID_TYPES,
  type RaidLevel,
  type RaidPriority,
  type RaidStatus,
  type RaidType,
  RELATES_TO,
  RELATIONS,
  type RelatesTo,
  type Relation,
  RISK_FLAGS,
  RISK_TYPES,
  type RiskFlag,
  type RiskType,
} from '@squadboard/domain/raid/raid.model';
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
import { portfolioNodes } from './portfolio.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/** A scale column may be null (its type does not show it) or one of the spec's values. */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} is null or ${column} in (${inList(values)})`;

/**
 * The RAID register (spec 001 §2.6, §3): risks, issues, dependencies and assumptions logged under
 * an Initiative or a Project. The fields a type does not show are null (domain keepShownFields).
 * The parent is restricted: a portfolio node with RAID items is not deleted under them.
 */
export const raidItems = pgTable(
  'raid_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').$type<RaidType>().notNull(),
    title: text('title').notNull(),
    /** e.g. PAYR: the parent's acronym and the type's letter; with the number, PAYR3. */
    acronym: text('acronym').notNull(),
    acronymNumber: integer('acronym_number').notNull(),
    status: text('status').$type<RaidStatus>().notNull().default('New'),
    priority: text('priority').$type<RaidPriority>(),
    impact: text('impact').$type<Impact>(),
    currentLikelihood: text('current_likelihood').$type<Likelihood>(),
    currentConsequence: text('current_consequence').$type<Consequence>(),
    treatedLikelihood: text('treated_likelihood').$type<Likelihood>(),
    treatedConsequence: text('treated_consequence').$type<Consequence>(),
    riskType: text('risk_type').$type<RiskType>(),
    flag: text('flag').$type<RiskFlag>(),
    certainty: text('certainty').$type<RaidPriority>(),
    relatesTo: text('relates_to').$type<RelatesTo>(),
    /** A Dependency's work item; the dependency stays if the item goes. */
    workItemId: uuid('work_item_id').references(() => workItems.id, { onDelete: 'set null' }),
    relation: text('relation').$type<Relation>(),
    /** Rich text, sanitised by the server (comments/rich-text.ts sanitizeDescription). */
    description: text('description'),
    /** The Treatment Plan (Risk) or Action Plan (others), rich text like the description. */
    plan: text('plan'),
    raisedDate: date('raised_date', { mode: 'string' }).notNull(),
    /** Treatment Due Date (Risk) or Next Review Date (others). */
    dueDate: date('due_date', { mode: 'string' }),
    level: text('level').$type<RaidLevel>().notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => portfolioNodes.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Names kept if the account goes, as work items keep theirs. */
    ownerName: text('owner_name'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('raid_items_type_check', sql`${t.type} in (${inList(RAID_TYPES)})`),
    check('raid_items_status_check', sql`${t.status} in (${inList(RAID_STATUSES)})`),
    check('raid_items_level_check', sql`${t.level} in (${inList(RAID_LEVELS)})`),
    check('raid_items_priority_check', oneOf(t.priority, RAID_PRIORITIES)),
    check('raid_items_impact_check', oneOf(t.impact, IMPACTS)),
    check('raid_items_current_likelihood_check', oneOf(t.currentLikelihood, LIKELIHOODS)),
    check('raid_items_current_consequence_check', oneOf(t.currentConsequence, CONSEQUENCES)),
    check('raid_items_treated_likelihood_check', oneOf(t.treatedLikelihood, LIKELIHOODS)),
    check('raid_items_treated_consequence_check', oneOf(t.treatedConsequence, CONSEQUENCES)),
    check('raid_items_risk_type_check', oneOf(t.riskType, RISK_TYPES)),
    check('raid_items_flag_check', oneOf(t.flag, RISK_FLAGS)),
    check('raid_items_certainty_check', oneOf(t.certainty, RAID_PRIORITIES)),
    check('raid_items_relates_to_check', oneOf(t.relatesTo, RELATES_TO)),
    check('raid_items_relation_check', oneOf(t.relation, RELATIONS)),
    uniqueIndex('raid_items_customer_acronym_idx').on(t.customerId, t.acronym, t.acronymNumber),
    index('raid_items_customer_raised_idx').on(t.customerId, t.raisedDate),
    index('raid_items_parent_idx').on(t.parentId),
    index('raid_items_work_item_idx').on(t.workItemId),
  ],
);

export type RaidRow = typeof raidItems.$inferSelect;
export type NewRaidRow = typeof raidItems.$inferInsert;
