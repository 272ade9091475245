import { Select } from '@mantine/core';
import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { statusChoices } from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

interface StatusSelectProps {
  item: WorkItem;
  disabled: boolean;
  onChange: (statusId: WorkItemStatusId) => void;
}

/**
 * The item's status: it offers only the statuses the item may move to now (and shows the
 * current one), so the workflow's refusals are the rare ones: fields still empty, or children
 * still open. It shows the saved status until the server has accepted a change.
 */
export function StatusSelect({ item, disabled, onChange }: StatusSelectProps) {
  return (
    <Select
      label={UI.status}
      data={statusChoices(item)}
      value={String(item.statusId)}
      onChange={(value) => {
        if (value && Number(value) !== item.statusId) {
          onChange(Number(value) as WorkItemStatusId);
        }
      }}
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
