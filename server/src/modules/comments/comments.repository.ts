import { and, asc, eq, inArray } from 'drizzle-orm';
import { findAssignable, searchAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { type CommentRow, type CommentSubject, comments, users } from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

export function createCommentsRepository(db: Executor) {
  return unitOfWork(db, commentQueries);
}

function commentQueries(db: Executor) {
  return {
    /** A subject's comments, oldest first (comments_subject_idx). */
    async list(kind: CommentSubject, subjectId: string): Promise<CommentRow[]> {
      return db
        .select()
        .from(comments)
        .where(and(eq(comments.subjectKind, kind), eq(comments.subjectId, subjectId)))
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    async find(kind: CommentSubject, subjectId: string, id: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), eq(comments.subjectKind, kind), eq(comments.subjectId, subjectId)))
        .for('update');
      return row;
    },

    /** Which of `ids` are people of the organisation: the only ones a mention may name. */
    async knownPeople(customerId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) {
        return new Set();
      }
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customerId, customerId), inArray(users.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Active people of the organisation whose first name starts with `q` (spec 001 §5 mentions). */
    mentionable: (customerId: string, q: string, limit: number) =>
      searchAssignable(db, customerId, q, { firstNameOnly: true, limit }),

    /** The signed-in author, as the other modules read a colleague. */
    person: (customerId: string, id: string) => findAssignable(db, customerId, id),

    async insert(values: typeof comments.$inferInsert): Promise<CommentRow> {
      const [row] = await db.insert(comments).values(values).returning();
      if (!row) {
        throw new Error('comment insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Pick<CommentRow, 'body' | 'mentions'>): Promise<CommentRow> {
      const [row] = await db
        .update(comments)
        .set({ ...change, editedAt: new Date() })
        .where(eq(comments.id, id))
        .returning();
      if (!row) {
        throw new Error('comment update returned no row');
      }
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },
  };
}
