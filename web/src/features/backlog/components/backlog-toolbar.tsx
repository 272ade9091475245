import { Box, CloseButton, Select, TextInput } from '@mantine/core';
import {
  statusName,
  WORK_ITEM_TYPES,
  type WorkItemStatusId,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { IconSearch } from '@tabler/icons-react';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { OwnerFilter, type PickedOwner } from './owner-filter.tsx';

/** What the toolbar holds as typed; the label and search reach the server debounced. */
export interface ToolbarValues {
  type: WorkItemType | null;
  statusId: WorkItemStatusId | null;
  owner: PickedOwner | null;
  label: string;
  search: string;
}

export const EMPTY_TOOLBAR: ToolbarValues = {
  type: null,
  statusId: null,
  owner: null,
  label: '',
  search: '',
};

const TYPE_OPTIONS = [
  { value: '', label: UI.allTypes },
  ...WORK_ITEM_TYPES.map((t) => ({ value: t, label: t })),
];

interface BacklogToolbarProps {
  values: ToolbarValues;
  onChange: (change: Partial<ToolbarValues>) => void;
  /** The statuses the squad's backlog lists, in workflow order. */
  statuses: readonly WorkItemStatusId[];
}

/** Text search, type, status, owner and label side by side; they wrap onto more rows on a phone (backlog.css). */
export function BacklogToolbar({ values, onChange, statuses }: BacklogToolbarProps) {
  return (
    <Box component="section" aria-label={UI.filters} className="backlog-filters-box">
      <div className="backlog-filters">
        <TextInput
          label={UI.search}
          placeholder={UI.searchPlaceholder}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          rightSection={
            values.search ? (
              <CloseButton size="sm" aria-label={UI.clearSearch} onClick={() => onChange({ search: '' })} />
            ) : null
          }
        />
        <Select
          label={UI.type}
          data={TYPE_OPTIONS}
          value={values.type ?? ''}
          onChange={(value) => onChange({ type: (value || null) as WorkItemType | null })}
          allowDeselect={false}
        />
        <Select
          label={UI.status}
          data={[
            { value: '', label: UI.allStatuses },
            ...statuses.map((id) => ({ value: String(id), label: statusName(id) })),
          ]}
          value={values.statusId === null ? '' : String(values.statusId)}
          onChange={(value) => onChange({ statusId: value ? (Number(value) as WorkItemStatusId) : null })}
          allowDeselect={false}
        />
        <OwnerFilter
          label={UI.owner}
          placeholder={UI.ownerPlaceholder}
          value={values.owner}
          onChange={(owner) => onChange({ owner })}
        />
        <TextInput
          label={UI.label}
          placeholder={UI.labelPlaceholder}
          maxLength={WORK_ITEM_LIMITS.labelMax}
          value={values.label}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
      </div>
    </Box>
  );
}
