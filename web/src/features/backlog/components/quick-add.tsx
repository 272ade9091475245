import { Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WORK_ITEM_TYPES, type WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import {
  type CreateWorkItemInput,
  WORK_ITEM_LIMITS,
  ZCreateWorkItem,
} from '@squadboard/domain/work-items/work-item.schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { zodResolver } from '../../../lib/form.ts';
import { useCreateWorkItem } from '../api/create-work-item.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';

// A Feature sits under a project, not in a squad's backlog: it is made from the portfolio.
const QUICK_TYPES = WORK_ITEM_TYPES.filter((type) => type !== 'Feature');

interface QuickAddProps {
  squadId: string;
  /** Whether the new row shows at the end of the list now (its end is loaded and no filter is on). */
  showsNewRow: boolean;
}

/** The backlog's last line: a type and a title, Enter adds the item at the end of the backlog. */
export function QuickAdd({ squadId, showsNewRow }: QuickAddProps) {
  const create = useCreateWorkItem();
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<CreateWorkItemInput>({
    initialValues: { squadId, type: 'Story', title: '' },
    validate: zodResolver(ZCreateWorkItem),
  });
  const submit = form.onSubmit((values) => {
    create.mutate(ZCreateWorkItem.parse(values), {
      onSuccess: ({ item }) => {
        // The type stays for the next one: people often add several stories in a row.
        form.setFieldValue('title', '');
        setAdded(showsNewRow ? null : UI.addedBeyond(item.acronymId));
      },
      onError: (error) => showFailure(error, { form }),
    });
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={UI.quickAdd}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          aria-label={UI.quickAddType}
          data={QUICK_TYPES}
          allowDeselect={false}
          w={{ base: '100%', xs: 130 }}
          {...form.getInputProps('type')}
          onChange={(value) => form.setFieldValue('type', (value ?? 'Story') as WorkItemType)}
        />
        <TextInput
          aria-label={UI.quickAddTitle}
          placeholder={UI.quickAddPlaceholder}
          maxLength={WORK_ITEM_LIMITS.titleMax}
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('title')}
        />
        <Button
          type="submit"
          variant="light"
          loading={create.isPending}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {UI.add}
        </Button>
      </Group>
      {added ? (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {added}
        </Text>
      ) : null}
    </Paper>
  );
}
