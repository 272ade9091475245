import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** What comments hang on: work items and RAID items (one model). */
export const COMMENT_SUBJECTS = ['work_item', 'raid_item'] as const;
export type CommentSubject = (typeof COMMENT_SUBJECTS)[number];

/**
 * Rich-text comments. The subject is named by kind and id rather than by a foreign key, so one
 * table serves every kind; the subject's module checks access before any comment is read or
 * written, and removes its comments with it.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<CommentSubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name, kept if the account goes. */
    authorName: text('author_name').notNull(),
    /** Sanitised HTML (server/src/modules/comments/rich-text.ts). */
    body: text('body').notNull(),
    /** The people it mentions: users of the organisation, checked when saved. */
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    check('comments_subject_kind_check', sql`${t.subjectKind} in (${inList(COMMENT_SUBJECTS)})`),
    index('comments_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
