import { and, asc, count, eq } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { type AttachmentRow, type AttachmentSubject, attachments } from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;

export function createAttachmentsRepository(db: Executor) {
  return unitOfWork(db, attachmentQueries);
}

function attachmentQueries(db: Executor) {
  return {
    async list(kind: AttachmentSubject, subjectId: string): Promise<AttachmentRow[]> {
      return db
        .select()
        .from(attachments)
        .where(and(eq(attachments.subjectKind, kind), eq(attachments.subjectId, subjectId)))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
    },

    async count(kind: AttachmentSubject, subjectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(attachments)
        .where(and(eq(attachments.subjectKind, kind), eq(attachments.subjectId, subjectId)));
      return row?.n ?? 0;
    },

    /** The organisation's attachment, or undefined. */
    async find(customerId: string, id: string): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, id), eq(attachments.customerId, customerId)));
      return row;
    },

    /** The signed-in author, as the other modules read a colleague. */
    person: (customerId: string, id: string) => findAssignable(db, customerId, id),

    async insert(values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
      const [row] = await db.insert(attachments).values(values).returning();
      if (!row) {
        throw new Error('attachment insert returned no row');
      }
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(attachments).where(eq(attachments.id, id));
    },
  };
}
