import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { childKinds } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateChild } from '../api/create-child.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

/**
 * Adds a child under the item: its type among those the hierarchy allows (domain
 * `childKinds`), a title, and, under a Feature (which belongs to no squad), the squad whose
 * backlog the new Epic joins. Other children join their parent's squad.
 */
export function AddChild({ item }: { item: WorkItem }) {
  const kinds = childKinds(item.type);
  const needsSquad = item.squadId === null;
  const squads = useSquadChoices();
  const create = useCreateChild();
  const [type, setType] = useState<WorkItemType | null>(kinds[0] ?? null);
  const [title, setTitle] = useState('');
  const [squadId, setSquadId] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ title?: string; squadId?: string }>({});
  if (!type) {
    return null;
  }
  const add = () => {
    const problems = {
      ...(title.trim() ? {} : { title: MSG.workItems.titleRequired }),
      ...(needsSquad && !squadId ? { squadId: MSG.workItems.squadRequired } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      return;
    }
    create.mutate(
      { type, title: title.trim(), parentId: item.id, squadId: needsSquad ? squadId : item.squadId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setTitle('');
        },
        onError: (error) => showFailure(error),
      },
    );
  };
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {kinds.length > 1 ? (
          <Select
            aria-label={UI.childType}
            data={kinds}
            value={type}
            allowDeselect={false}
            onChange={(value) => value && setType(value as WorkItemType)}
            w={110}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {needsSquad ? (
          <Select
            aria-label={UI.childSquad}
            placeholder={UI.childSquad}
            data={(squads.data?.items ?? []).map((squad) => ({ value: squad.id, label: squad.name }))}
            value={squadId}
            onChange={setSquadId}
            error={errors.squadId}
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <TextInput
          aria-label={UI.childTitle(type)}
          placeholder={UI.childTitle(type)}
          value={title}
          maxLength={WORK_ITEM_LIMITS.titleMax}
          error={errors.title}
          style={{ flex: '1 1 180px' }}
          onChange={(event) => setTitle(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} loading={create.isPending}>
          {UI.addChild(type)}
        </Button>
      </Group>
    </Stack>
  );
}
