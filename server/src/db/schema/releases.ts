import {
  MILESTONES,
  type Milestone,
  RELEASE_STATUSES,
  type ReleaseStatus,
} from '@squadboard/domain/releases/release.model';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { portfolioNodes } from './portfolio.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** A release's stored status: one of the five, or the soft-delete marker (spec 001 §4). */
export type StoredReleaseStatus = ReleaseStatus | 'Deleted';

/**
 * Release plans (spec 001 §2.7, §3 "Release"): an initiative's releases with six stage finish
 * dates. Work items take part by naming the release in their release version. A delete is soft
 * (status 'Deleted'), so a deleted release's name may be used again.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    initiativeId: uuid('initiative_id')
      .notNull()
      .references(() => portfolioNodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<StoredReleaseStatus>().notNull().default('Scheduled'),
    milestone: text('milestone').$type<Milestone>().notNull().default('None'),
    refinementDate: date('refinement_date', { mode: 'string' }),
    designDate: date('design_date', { mode: 'string' }),
    buildDate: date('build_date', { mode: 'string' }),
    testDate: date('test_date', { mode: 'string' }),
    uatDate: date('uat_date', { mode: 'string' }),
    liveDate: date('live_date', { mode: 'string' }),
    releaseTrainManagerId: uuid('release_train_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The manager's name, kept if the account goes (as owners' names are). */
    releaseTrainManagerName: text('release_train_manager_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('releases_status_check', sql`${t.status} in (${inList([...RELEASE_STATUSES, 'Deleted'])})`),
    check('releases_milestone_check', sql`${t.milestone} in (${inList(MILESTONES)})`),
    uniqueIndex('releases_initiative_name_idx')
      .on(t.customerId, t.initiativeId, sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'Deleted'`),
    index('releases_customer_idx').on(t.customerId, t.initiativeId, t.createdAt),
  ],
);

export type ReleaseRow = typeof releases.$inferSelect;
export type NewReleaseRow = typeof releases.$inferInsert;
