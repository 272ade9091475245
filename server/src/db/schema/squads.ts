import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { users } from './users.ts';

/** A squad (team) of a customer; its lead is a Squad Admin of the same customer. */
export const squads = pgTable(
  'squads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    acronym: text('acronym').notNull(),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * "A retro at the end of every sprint": the squad's usual retro time ('HH:MM', in the lead's
     * time zone) on a sprint's end date; null: the squad schedules its retros itself.
     */
    sprintRetroTime: text('sprint_retro_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Acronyms prefix work-item keys, so they must be unique per organisation, whatever the case.
    uniqueIndex('squads_customer_acronym_unique').on(t.customerId, sql`upper(${t.acronym})`),
    index('squads_customer_idx').on(t.customerId),
    index('squads_lead_idx').on(t.leadId),
    check(
      'squads_sprint_retro_time_check',
      sql`${t.sprintRetroTime} is null or ${t.sprintRetroTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    // Substring search (ILIKE '%x%') over names and acronyms: trigrams.
    index('squads_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('squads_acronym_trgm_idx').using('gin', t.acronym.op('gin_trgm_ops')),
  ],
);

export const squadMembers = pgTable(
  'squad_members',
  {
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.squadId, t.userId] }), index('squad_members_user_idx').on(t.userId)],
);

export type SquadRow = typeof squads.$inferSelect;
