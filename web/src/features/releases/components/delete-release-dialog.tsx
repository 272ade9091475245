import { Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRelease } from '../api/delete-release.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';

/**
 * Spec 001 §2.7: 'Are you sure you want to delete this release?' with Cancel and Delete. Deleting
 * is soft (the release keeps its row as Deleted); a failure says 'Failed to delete release. Please
 * try again.' and leaves the question open.
 */
export function DeleteReleaseDialog({ release, onClose }: { release: Release | null; onClose: () => void }) {
  const remove = useDeleteRelease();
  const confirm = () => {
    if (!release) {
      return;
    }
    remove.mutate(release.id, {
      onSuccess: () => {
        toast.success(MSG.releases.deleted);
        onClose();
      },
      onError: (error) => {
        showFailure(error, { fallback: MSG.releases.deleteFailed });
        // A refusal will not succeed on retry: the dialog closes.
        if (error instanceof ApiError && error.status === 403) {
          onClose();
        }
      },
    });
  };
  return (
    <ConfirmDialog
      opened={release !== null}
      title={UI.deleteTitle}
      confirmLabel={UI.deleteConfirm}
      cancelLabel={UI.cancel}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      <Text>{MSG.releases.confirmDelete}</Text>
      {release ? (
        <Text size="sm" c="dimmed" fw={600}>
          {release.name}
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
