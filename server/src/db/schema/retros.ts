import { PHASES, type Phase } from '@squadboard/domain/retro/facilitation.model';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import {
  MOODS,
  type Mood,
  RETRO_STATUSES,
  type RetroStatus,
  START_TYPES,
  type StartType,
  TEMPLATE_IDS,
  type TemplateId,
} from '@squadboard/domain/retro/retro.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { sprints } from './sprints.ts';
import { inList } from './sql-helpers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

/**
 * A retrospective of one squad. `columns` is the layout chosen at creation; the live
 * board's columns and cards are in retro-board.ts.
 */
export const retros = pgTable(
  'retros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    /** The sprint the retro looks back on (the squad's, or an enterprise sprint); none is allowed. */
    sprintId: uuid('sprint_id').references(() => sprints.id, { onDelete: 'set null' }),
    /**
     * Scheduled by the squad's "a retro at the end of every sprint" setting: it follows the
     * sprint's end date and is cancelled with the sprint. A retro people made themselves is not.
     */
    sprintScheduled: boolean('sprint_scheduled').notNull().default(false),
    /** 10 digits people type on the join page; unique across every organisation. */
    meetingId: text('meeting_id').notNull(),
    title: text('title').notNull(),
    template: text('template').$type<TemplateId>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    startType: text('start_type').$type<StartType>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    status: text('status').$type<RetroStatus>().notNull(),
    mood: text('mood').$type<Mood>(),
    /** Blur (spec 002 §4): while on, the server sends a card's text only to its author. */
    blur: boolean('blur').notNull().default(false),
    /** The shared timer: seconds on the dial, and when it runs out while running. */
    timerSeconds: integer('timer_seconds').notNull().default(300),
    timerEndsAt: timestamp('timer_ends_at', { withTimezone: true }),
    /** When the mood vote that follows the end is counted (spec 002 §9: 23 s after the end). */
    voteResultAt: timestamp('vote_result_at', { withTimezone: true }),
    // Facilitation.
    /** The flow's phase; null: no flow, the spec's free board. */
    phase: text('phase').$type<Phase>(),
    /** Votes (likes) per participant; null: no budget. */
    voteBudget: integer('vote_budget'),
    /** The card or group discussed now (discuss phase); not a foreign key: either table. */
    discussId: uuid('discuss_id'),
    /** Whether the flow opens with "Review actions" when there are actions to review. */
    reviewActions: boolean('review_actions').notNull().default(true),
    /** Whether participants may open the Sprint panel; the facilitator can hide it. */
    sprintPanel: boolean('sprint_panel').notNull().default(true),
    /** The user the admin handed the room over to: its only admin while the retro is live. */
    facilitatorId: uuid('facilitator_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('retros_status_check', sql`${t.status} in (${inList(RETRO_STATUSES)})`),
    check('retros_template_check', sql`${t.template} in (${inList(TEMPLATE_IDS)})`),
    check('retros_start_type_check', sql`${t.startType} in (${inList(START_TYPES)})`),
    check('retros_phase_check', sql`${t.phase} is null or ${t.phase} in (${inList(PHASES)})`),
    check(
      'retros_vote_budget_check',
      sql`${t.voteBudget} is null or ${t.voteBudget} between ${sql.raw(String(FACILITATION_LIMITS.votesMin))} and ${sql.raw(String(FACILITATION_LIMITS.votesMax))}`,
    ),
    check('retros_mood_check', sql`${t.mood} is null or ${t.mood} in (${inList(MOODS)})`),
    uniqueIndex('retros_meeting_id_unique').on(t.meetingId),
    index('retros_customer_status_idx').on(t.customerId, t.status),
    index('retros_squad_scheduled_idx').on(t.squadId, t.scheduledAt),
    index('retros_sprint_idx').on(t.sprintId),
  ],
);

export type RetroRow = typeof retros.$inferSelect;
