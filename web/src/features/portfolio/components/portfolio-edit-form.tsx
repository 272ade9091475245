import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useUpdatePortfolioNode } from '../api/update-portfolio-node.ts';
import {
  type PortfolioFormValues,
  showSaveError,
  toUpdateBody,
  validateUpdateForm,
  valuesOfNode,
} from '../portfolio-form.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';
import { DeletePortfolioDialog } from './delete-portfolio-dialog.tsx';
import { PortfolioFields } from './portfolio-fields.tsx';

interface PortfolioEditFormProps {
  node: PortfolioNode;
  /** The organisation's Initiatives: a Project may move to another one. */
  initiatives: readonly PortfolioNode[];
}

/** A Super Admin's edit of a node: the create form's fields without the level, Save and Delete. */
export function PortfolioEditForm({ node, initiatives }: PortfolioEditFormProps) {
  const update = useUpdatePortfolioNode();
  const [deleting, setDeleting] = useState(false);
  // Mantine validates only on submit and clears a field's error as it changes: errors appear
  // after the first attempt.
  const form = useForm<PortfolioFormValues>({
    initialValues: valuesOfNode(node),
    validate: validateUpdateForm,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: node.id, body: toUpdateBody(values) },
      {
        onSuccess: (result) => {
          toast.success(MSG.portfolio.updated(result.node.level));
          // What was saved is the new starting point (acronym upper-cased, text trimmed).
          const saved = valuesOfNode(result.node);
          form.setValues(saved);
          form.resetDirty(saved);
        },
        onError: (error) => showSaveError(error, form),
      },
    );
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PortfolioFields form={form} initiatives={initiatives} withLevel={false} />
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {UI.delete}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeletePortfolioDialog node={node} opened={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
