import { Stack, Text } from '@mantine/core';
import { ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useComments } from '../api/list-comments.ts';
import { newestFirst } from '../comment-format.ts';
import { COMMENTS_UI } from '../comment-strings.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

export interface CommentsPanelProps {
  /** The subject's comments collection, e.g. `/api/work-items/{id}/comments`. */
  path: string;
  /** No new comments, no edits, whatever the list says (the subject's page knows it is read-only). */
  readOnly?: boolean;
}

/**
 * A subject's comments (spec 001 §2.6, §2.8): the box for a new one on top, then the comments,
 * newest first. The box, Edit and Delete show only where the server's answer (`can`) allows them.
 */
export function CommentsPanel({ path, readOnly = false }: CommentsPanelProps) {
  const comments = useComments(path);
  const add = useAddComment(path);

  const saveNew = async (body: string) => {
    try {
      const result = await add.mutateAsync(body);
      toast.success(result.message);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };

  let list: React.ReactNode;
  if (comments.isPending) {
    list = <ListLoading label={COMMENTS_UI.loading} />;
  } else if (comments.isError) {
    list = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void comments.refetch()} />;
  } else if (comments.data.items.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {COMMENTS_UI.empty}
      </Text>
    );
  } else {
    list = (
      <Stack component="ul" gap="md" aria-label={COMMENTS_UI.list} m={0} p={0} style={{ listStyle: 'none' }}>
        {newestFirst(comments.data.items).map((comment) => (
          <CommentItem
            key={comment.id}
            path={path}
            comment={comment}
            canEdit={!readOnly && comment.can.edit}
            canDelete={!readOnly && comment.can.delete}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" aria-busy={comments.isPending}>
      {!readOnly && comments.data?.can.add ? (
        <CommentForm label={COMMENTS_UI.comment} onSave={saveNew} pending={add.isPending} />
      ) : null}
      {list}
    </Stack>
  );
}
