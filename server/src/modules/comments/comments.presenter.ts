import type { Caller } from '@squadboard/domain';
import { commentAbilities } from '@squadboard/domain/comments/comment.rules';
import type { Comment } from '@squadboard/domain/comments/comment.schema';
import type { CommentRow } from '../../db/schema/index.ts';

/** The comment as `caller` sees it; `subjectWritable`: they may still comment on its subject. */
export function presentComment(row: CommentRow, caller: Caller, subjectWritable: boolean): Comment {
  return {
    id: row.id,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    mentions: row.mentions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    can: commentAbilities(caller, row, subjectWritable),
  };
}
