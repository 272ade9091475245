import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { MSG } from '../messages.ts';

// Rich-text comments with @mentions, one model for every subject that has them
// (work items now, RAID items later). The body is HTML from the editor; the server keeps only
// what its allowlist allows and records the people mentioned.

const M = MSG.comments;

export const COMMENT_LIMITS = { bodyMax: 20_000 } as const;

export const ZComment = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  /** The ids of the people it mentions, for notifications. */
  mentions: z.array(z.string()),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** What the caller may do with it (commentAbilities). */
  can: ZCan('edit', 'delete'),
});
export type Comment = z.infer<typeof ZComment>;

export const ZSaveComment = z.object({
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, M.bodyRequired)
    .max(COMMENT_LIMITS.bodyMax, M.tooLong),
});
export type SaveComment = z.infer<typeof ZSaveComment>;

/** A subject's comments, and whether the caller may add one (they may change the subject). */
export const ZCommentList = z.object({ items: z.array(ZComment), can: ZCan('add') });
export const ZCommentResult = z.object({ message: z.string(), comment: ZComment });

/** Someone a comment may mention: typing @ and letters lists those whose first name starts so. */
export const ZMentionPerson = z.object({ id: z.string(), name: z.string() });
export type MentionPerson = z.infer<typeof ZMentionPerson>;
export const ZMentionPeople = z.object({ items: z.array(ZMentionPerson) });
export const ZMentionQuery = z.object({ q: z.string().trim().max(60).default('') });
