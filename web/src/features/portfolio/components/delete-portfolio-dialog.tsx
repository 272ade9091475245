import { Alert, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletePortfolioNode } from '../api/delete-portfolio-node.ts';
import { LIST_PATH } from '../portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';

interface DeletePortfolioDialogProps {
  node: PortfolioNode;
  opened: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting; the server refuses a node with anything under it. Its reason stays in the
 * dialog as well as in the toast, which is gone after 2 s while the person reads what to do.
 */
export function DeletePortfolioDialog({ node, opened, onClose }: DeletePortfolioDialogProps) {
  const navigate = useNavigate();
  const remove = useDeletePortfolioNode();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={UI.deleteTitle(node.level)}
      confirmLabel={UI.delete}
      cancelLabel={UI.cancel}
      pending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        remove.mutate(node.id, {
          onSuccess: () => {
            toast.success(MSG.portfolio.deleted(node.level));
            void navigate(LIST_PATH);
          },
          onError: (error) => {
            setRefusal(errorMessage(error));
            showFailure(error);
          },
        })
      }
    >
      <Text>{UI.deleteQuestion(acronymTitle(node.acronymId, node.title))}</Text>
      <Text size="sm" c="dimmed">
        {UI.deleteExplanation}
      </Text>
      {refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {refusal}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
