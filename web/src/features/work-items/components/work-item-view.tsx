import { Alert, Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { acronymTitle, mayEditWorkItem } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import { useSessionUser } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChangeWorkItemStatus } from '../api/change-status.ts';
import { useUpdateWorkItem } from '../api/update-work-item.ts';
import { showWorkItemError } from '../save-errors.ts';
import {
  toUpdateBody,
  validateWorkItemForm,
  valuesOfItem,
  type WorkItemFormValues,
} from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { ItemChildren } from './item-children.tsx';
import { ItemHistory } from './item-history.tsx';
import { StatusSelect } from './status-select.tsx';
import { WorkItemFields } from './work-item-fields.tsx';
import '../work-item.css';

export const backlogPathOf = (item: WorkItem) =>
  item.squadId ? `/backlog?squad=${encodeURIComponent(item.squadId)}` : '/backlog';

/**
 * The work item's detail view (until the full Edit Work Item dialog arrives): the status, the
 * form, the child items and the history. A status change the server refuses for empty fields
 * marks those fields in the form, so they can be filled, saved, and the move tried again.
 */
export function WorkItemView({ item }: { item: WorkItem }) {
  const user = useSessionUser();
  const readOnly = !mayEditWorkItem(user.role, item.type);
  const update = useUpdateWorkItem();
  const changeStatus = useChangeWorkItemStatus();
  // Mantine validates on submit and clears a field's error as it changes.
  const form = useForm<WorkItemFormValues>({
    initialValues: valuesOfItem(item),
    validate: (values) => validateWorkItemForm(values, item.type),
  });

  const save = form.onSubmit((values) => {
    update.mutate(
      { id: item.id, change: toUpdateBody(values, item.type) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          const saved = valuesOfItem(result.item);
          form.setValues(saved);
          form.resetDirty(saved);
        },
        onError: (error) => showWorkItemError(error, MSG.workItems.updateFailed, form),
      },
    );
  });
  const moveTo = (statusId: WorkItemStatusId) => {
    changeStatus.mutate(
      { id: item.id, statusId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.clearErrors();
        },
        onError: (error) => showWorkItemError(error, MSG.workItems.statusFailed, form),
      },
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backlogPathOf(item)} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {UI.backToBacklog}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <KindIcon kind={item.type} size={28} />
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {acronymTitle(item.acronymId, item.title)}
        </Title>
        <Box pt={6} style={{ flexShrink: 0 }}>
          <StatusBadge statusId={item.statusId} />
        </Box>
      </Group>
      {readOnly ? (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
          {MSG.workItems.featureReadOnly}
        </Alert>
      ) : null}
      <StatusSelect item={item} disabled={readOnly || changeStatus.isPending} onChange={moveTo} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        <Paper
          withBorder
          radius="md"
          p="md"
          component="form"
          onSubmit={save}
          noValidate
          aria-label={UI.details}
          className="work-item-form"
        >
          <WorkItemFields form={form} type={item.type} readOnly={readOnly} />
          {readOnly ? null : (
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={update.isPending}>
                {UI.save}
              </Button>
            </Group>
          )}
        </Paper>
        <Stack gap="md">
          <ItemChildren item={item} />
          <ItemHistory id={item.id} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
