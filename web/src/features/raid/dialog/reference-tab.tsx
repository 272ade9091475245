import { Grid, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RAID_LEVELS, RAID_LIMITS, type RaidLevel } from '@squadboard/domain/raid/raid.model';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { LabelsInput } from '../../../components/labels-input.tsx';
import { AttachmentsField } from '../../../entities/attachment/components/attachments-field.tsx';
import { usePortfolio } from '../../../entities/work-item/api/portfolio.ts';
import { raidPath } from '../api/get-raid.ts';
import { PendingAttachments, RAID_ATTACHMENT_LIMITS } from './pending-attachments.tsx';
import { changeFields, type RaidFormValues } from './raid-form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

interface ReferenceTabProps {
  form: UseFormReturnType<RaidFormValues>;
  /** The item as saved (EDIT RAID), null on CREATE. */
  item: RaidItem | null;
  /** CREATE: the files kept until the item exists. */
  pendingFiles: File[];
  onPendingFilesChange: (files: File[]) => void;
}

/**
 * Spec 001 §2.6, §5, the Reference tab: Level (changing it resets Parent), Parent from the
 * portfolio's nodes of that level, Labels, Attachments (on CREATE kept until saved).
 */
export function ReferenceTab({ form, item, pendingFiles, onPendingFilesChange }: ReferenceTabProps) {
  const { level, parentId } = form.values;
  const portfolio = usePortfolio();
  const parents = (portfolio.data ?? [])
    .filter((node) => node.level === level)
    .map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) }));
  // The saved parent names itself until the portfolio is in.
  if (item && item.parent.id === parentId && !parents.some((p) => p.value === parentId)) {
    parents.unshift({ value: item.parent.id, label: acronymTitle(item.parent.acronymId, item.parent.title) });
  }
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={UI.level}
            required
            data={RAID_LEVELS}
            value={level}
            onChange={(chosen) => {
              if (chosen !== level) {
                // A parent of the other level no longer fits, nor do the work items under it.
                changeFields(form, { level: chosen as RaidLevel | null, parentId: null, workItemId: null });
              }
            }}
            allowDeselect={false}
            error={form.errors.level}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Select
            label={UI.parent}
            required
            placeholder={UI.parentPlaceholder}
            data={parents}
            searchable
            value={parentId}
            onChange={(chosen) => {
              changeFields(form, { parentId: chosen, workItemId: null });
            }}
            nothingFoundMessage={UI.parentNone}
            error={form.errors.parentId}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
      <LabelsInput
        label={UI.labels}
        value={form.values.labels}
        onChange={(labels) => {
          form.setFieldValue('labels', labels);
          form.clearFieldError('labels');
        }}
        maxLabels={RAID_LIMITS.labelsMax}
        maxLength={RAID_LIMITS.labelMax}
        error={form.errors.labels}
      />
      {item ? (
        <AttachmentsField path={`${raidPath(item.id)}/attachments`} {...RAID_ATTACHMENT_LIMITS} />
      ) : (
        <PendingAttachments files={pendingFiles} onChange={onPendingFilesChange} />
      )}
    </Stack>
  );
}
