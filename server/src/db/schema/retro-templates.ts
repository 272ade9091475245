import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { squads } from './squads.ts';
import { users } from './users.ts';

/**
 * A board layout a squad saved from one of its retros: offered beside the built-in
 * templates when the squad creates a retro. Names are unique per squad, whatever their case.
 */
export const retroTemplates = pgTable(
  'retro_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    squadId: uuid('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('retro_templates_squad_name_unique').on(t.squadId, sql`lower(${t.name})`),
    index('retro_templates_customer_idx').on(t.customerId),
  ],
);

export type RetroTemplateRow = typeof retroTemplates.$inferSelect;
