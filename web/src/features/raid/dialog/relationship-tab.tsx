import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RELATES_TO, RELATIONS, type RelatesTo } from '@squadboard/domain/raid/raid.model';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { useRaidWorkItems } from '../api/raid-work-items.ts';
import { changeFields, type RaidFormValues } from './raid-form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

interface RelationshipTabProps {
  form: UseFormReturnType<RaidFormValues>;
  /** The item as saved (EDIT RAID): its work item names the choice until the list is in. */
  item: RaidItem | null;
}

/**
 * Spec 001 §2.6, §5, a Dependency's Relationship: Relates to (default Feature) filters the work
 * items under the chosen Parent; until a Parent is chosen there is nothing to choose from.
 */
export function RelationshipTab({ form, item }: RelationshipTabProps) {
  const { parentId, relatesTo, workItemId } = form.values;
  const choices = useRaidWorkItems(parentId, relatesTo, true);
  const data = (choices.data ?? []).map((c) => ({ value: c.id, label: acronymTitle(c.acronymId, c.title) }));
  const saved = item?.workItem;
  if (saved && saved.id === workItemId && !data.some((d) => d.value === saved.id)) {
    data.unshift({ value: saved.id, label: acronymTitle(saved.acronymId, saved.title) });
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label={UI.relatesTo}
        data={RELATES_TO}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        value={relatesTo}
        onChange={(type) => changeFields(form, { relatesTo: type as RelatesTo | null, workItemId: null })}
        error={form.errors.relatesTo}
      />
      <Select
        label={UI.workItem}
        placeholder={parentId ? UI.workItemPlaceholder : undefined}
        description={parentId ? undefined : UI.workItemNeedsParent}
        disabled={!parentId}
        data={data}
        searchable
        clearable
        nothingFoundMessage={choices.isFetching ? UI.searching : UI.workItemNone}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('workItemId')}
      />
      <Select
        label={UI.relation}
        data={RELATIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('relation')}
      />
    </SimpleGrid>
  );
}
