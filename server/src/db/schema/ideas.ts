import { IDEA_COLUMNS, type IdeaColumn } from '@squadboard/domain/ideas/idea.schema';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { portfolioNodes } from './portfolio.ts';
import { inList, rankKey } from './sql-helpers.ts';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/** The idea canvas: notes per initiative, in columns, ranked; a promoted one names its Feature. */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    initiativeId: uuid('initiative_id')
      .notNull()
      .references(() => portfolioNodes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    column: text('column').$type<IdeaColumn>().notNull(),
    /** The idea's place in its column (domain/common/rank.ts): a drag writes this row only. */
    rank: rankKey('rank').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    featureId: uuid('feature_id').references(() => workItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ideas_column_check', sql`${t.column} in (${inList(IDEA_COLUMNS)})`),
    index('ideas_initiative_column_rank_idx').on(t.initiativeId, t.column, t.rank),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
