import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Comment } from '@squadboard/domain/comments/comment.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { PersonAvatar } from '../../person/components/person-avatar.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { authorInitials } from '../comment-format.ts';
import { COMMENTS_UI } from '../comment-strings.ts';
import { CommentForm } from './comment-form.tsx';

interface CommentItemProps {
  path: string;
  comment: Comment;
  /** The server's answer (comment.can) for this reader: Edit and Delete are offered each alone. */
  canEdit: boolean;
  canDelete: boolean;
}

/** One comment: who, 'Commented' and when, the body; its author may edit or delete it. */
export function CommentItem({ path, comment, canEdit, canDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(path);
  const remove = useDeleteComment(path);
  const author = comment.authorName || COMMENTS_UI.formerUser;

  const saveEdit = async (body: string) => {
    try {
      const result = await edit.mutateAsync({ commentId: comment.id, body });
      toast.success(result.message);
      setEditing(false);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };

  const confirmDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => showFailure(error),
      onSettled: () => setConfirming(false),
    });

  return (
    <Group component="li" align="flex-start" gap="sm" wrap="nowrap">
      <PersonAvatar
        id={comment.authorId ?? comment.id}
        name={author}
        initials={authorInitials(comment.authorName)}
        avatarUrl={null}
        size="md"
        decorative
      />
      <Box flex={1} miw={0}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" miw={0}>
            <Text span fw={600}>
              {author}
            </Text>{' '}
            <Text span c="dimmed" size="xs">
              {MSG.comments.commented}{' '}
              <time dateTime={comment.createdAt}>{formatTimestamp(comment.createdAt)}</time>
              {comment.editedAt ? (
                <span title={formatTimestamp(comment.editedAt)}> {COMMENTS_UI.edited}</span>
              ) : null}
            </Text>
          </Text>
          {(canEdit || canDelete) && !editing ? (
            <Group gap={2} wrap="nowrap">
              {canEdit ? (
                <Tooltip label={COMMENTS_UI.editComment}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={COMMENTS_UI.editComment}
                    onClick={() => setEditing(true)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {canDelete ? (
                <Tooltip label={COMMENTS_UI.deleteComment}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={COMMENTS_UI.deleteComment}
                    onClick={() => setConfirming(true)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {editing ? (
          <Box mt="xs">
            <CommentForm
              label={COMMENTS_UI.editing}
              initialBody={comment.body}
              onSave={saveEdit}
              pending={edit.isPending}
              onCancel={() => setEditing(false)}
              autoFocus
            />
          </Box>
        ) : (
          <RichTextView html={comment.body} mt={4} />
        )}
      </Box>
      <ConfirmDialog
        opened={confirming}
        title={COMMENTS_UI.deleteTitle}
        confirmLabel={COMMENTS_UI.delete}
        cancelLabel={UI.cancel}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      >
        <Text size="sm">{COMMENTS_UI.deleteQuestion}</Text>
      </ConfirmDialog>
    </Group>
  );
}
