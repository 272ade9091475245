import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** What files hang on: work items and RAID items. */
export const ATTACHMENT_SUBJECTS = ['work_item', 'raid_item'] as const;
export type AttachmentSubject = (typeof ATTACHMENT_SUBJECTS)[number];

/**
 * Attached files: the bytes live in the storage adapter (local disk or S3) under `storageKey`;
 * the row says what they are. As for comments, the subject is named by kind and id, and its
 * module checks access first.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<AttachmentSubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Decided from the leading bytes (domain/src/attachments/attachment.rules.ts). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('attachments_subject_kind_check', sql`${t.subjectKind} in (${inList(ATTACHMENT_SUBJECTS)})`),
    index('attachments_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
