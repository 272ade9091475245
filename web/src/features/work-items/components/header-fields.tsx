import { Checkbox, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { WORK_ITEM_LIMITS, type WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import dayjs from 'dayjs';
import { OwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import { useSquadSprints } from '../../../entities/squad/api/squad-sprints.ts';
import { useReleaseNames } from '../../../entities/work-item/api/release-names.ts';
import { toast } from '../../../lib/toast.ts';
import { hasSprint, isBug, LEVEL_CHOICES, type WorkItemFormValues } from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { StatusSelect } from './status-select.tsx';

interface HeaderFieldsProps {
  form: UseFormReturnType<WorkItemFormValues>;
  /** The item as saved: the status select works on it, not on the form. */
  item: WorkItem;
  types: WorkItemType[];
  readOnly: boolean;
  statusPending: boolean;
  onStatusChange: (statusId: WorkItemStatusId) => void;
}

const BACKLOG = 'backlog';
const REPORTER_LABELS = {
  owner: UI.reporter,
  ownerPlaceholder: UI.reporterPlaceholder,
  ownerSearching: UI.ownerSearching,
  ownerNone: UI.ownerNone,
  clearOwner: UI.clearReporter,
};

const sprintLabel = (s: { name: string; startDate: string; endDate: string }) =>
  `${s.name} (${dayjs(s.startDate).format('D MMM')} – ${dayjs(s.endDate).format('D MMM')})`;

/** Spec 001 §2.8, the dialog's head: status, type, title, people, squad, sprint, levels, release, blocked. */
export function HeaderFields({
  form,
  item,
  types,
  readOnly,
  statusPending,
  onStatusChange,
}: HeaderFieldsProps) {
  const { values } = form;
  const squads = useSquadChoices();
  const sprints = useSquadSprints(values.squadId ?? '', Boolean(values.squadId) && hasSprint(values.type));
  // The live releases of the item's initiative as suggestions; any other name may still be typed
  // (a release planned later, or one of another tool). Nothing is asked of a read-only item.
  const releases = useReleaseNames(item.projectId, !readOnly);
  const squadChoices = (squads.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  const sprintChoices = [
    { value: BACKLOG, label: UI.backlog },
    ...(sprints.data ?? []).map((s) => ({ value: s.id, label: sprintLabel(s) })),
  ];
  const level = (field: 'priority' | 'severity', label: string) => (
    <Select
      label={label}
      data={LEVEL_CHOICES}
      allowDeselect={false}
      disabled={readOnly}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <StatusSelect item={item} disabled={readOnly || statusPending} onChange={onStatusChange} />
        <Select
          label={UI.type}
          data={types}
          value={values.type}
          onChange={(type) => {
            // Spec 001 §2.8: choosing a type resets the priority to 4.
            if (type && type !== values.type) {
              form.setValues({ type: type as WorkItemType, priority: '4' });
            }
          }}
          allowDeselect={false}
          disabled={readOnly || types.length < 2}
          error={form.errors.type}
          comboboxProps={{ withinPortal: true }}
        />
        {level('priority', UI.priority)}
        {isBug(values.type) ? level('severity', UI.severity) : null}
      </SimpleGrid>
      <TextInput
        label={UI.title}
        required
        maxLength={WORK_ITEM_LIMITS.titleMax}
        disabled={readOnly}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <OwnerPicker
          labels={UI}
          name={values.ownerName}
          error={form.errors.ownerId}
          disabled={readOnly}
          required={false}
          onClear={readOnly ? undefined : () => form.setValues({ ownerId: null, ownerName: '' })}
          onChange={({ id, name }) => {
            form.setValues({ ownerId: id, ownerName: name });
            form.clearFieldError('ownerId');
          }}
        />
        <OwnerPicker
          labels={REPORTER_LABELS}
          name={values.reporterName}
          error={form.errors.reporterId}
          disabled={readOnly}
          required={false}
          onClear={readOnly ? undefined : () => form.setValues({ reporterId: null, reporterName: '' })}
          onChange={({ id, name }) => {
            form.setValues({ reporterId: id, reporterName: name });
            form.clearFieldError('reporterId');
          }}
        />
        <Select
          label={UI.squad}
          required={values.type !== 'Feature'}
          data={squadChoices}
          value={values.squadId}
          onChange={(squadId) => {
            // A sprint belongs to its squad: a new squad starts the item in its Backlog.
            form.setValues({ squadId, sprintId: null });
            form.clearFieldError('squadId');
          }}
          onDropdownOpen={() => {
            if (squads.isSuccess && squadChoices.length === 0) {
              toast.info(MSG.workItems.noSquads);
            }
          }}
          clearable={values.type === 'Feature'}
          searchable
          disabled={readOnly}
          error={form.errors.squadId}
          comboboxProps={{ withinPortal: true }}
        />
        {hasSprint(values.type) ? (
          <Select
            label={UI.sprint}
            data={sprintChoices}
            value={values.sprintId ?? BACKLOG}
            onChange={(value) => form.setFieldValue('sprintId', value === BACKLOG ? null : value)}
            allowDeselect={false}
            disabled={readOnly || !values.squadId}
            error={form.errors.sprintId}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <TagsInput
          label={UI.releaseVersion}
          placeholder={readOnly ? undefined : UI.releaseVersionPlaceholder}
          maxTags={WORK_ITEM_LIMITS.releaseVersionsMax}
          data={releases.data ?? []}
          comboboxProps={{ withinPortal: true }}
          clearable={!readOnly}
          disabled={readOnly}
          {...form.getInputProps('releaseVersions')}
        />
        <Checkbox
          label={UI.blocked}
          disabled={readOnly}
          mb={8}
          {...form.getInputProps('blocked', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </Stack>
  );
}
