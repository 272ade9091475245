import '@mantine/dates/styles.css';
import { NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { OwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import {
  isBug,
  LEVEL_CHOICES,
  minPlannedEnd,
  minPlannedStart,
  type WorkItemFormValues,
} from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { LabelsInput } from './labels-input.tsx';

interface WorkItemFieldsProps {
  form: UseFormReturnType<WorkItemFormValues>;
  type: WorkItemType;
  /** Features for anyone but a Super Admin (spec 001 §6). */
  readOnly: boolean;
}

/** Spec 001 §5 "Work item form": the fields of the item's type. */
export function WorkItemFields({ form, type, readOnly }: WorkItemFieldsProps) {
  const bug = isBug(type);
  const text = (
    field: 'narrative' | 'outcome' | 'actualResult' | 'expectedResult',
    label: string,
    placeholder?: string,
  ) => (
    <Textarea
      label={label}
      placeholder={placeholder}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={WORK_ITEM_LIMITS.textMax}
      disabled={readOnly}
      {...form.getInputProps(field)}
    />
  );
  const date = (field: 'plannedStart' | 'plannedEnd', label: string, minDate: string) => (
    <DatePickerInput
      label={label}
      placeholder={UI.datePlaceholder}
      valueFormat="D MMM YYYY"
      minDate={minDate}
      clearable
      clearButtonProps={{ 'aria-label': UI.clearDate(label) }}
      firstDayOfWeek={1}
      ariaLabels={DATE_PICKER_LABELS}
      popoverProps={{ withinPortal: true }}
      disabled={readOnly}
      {...form.getInputProps(field)}
    />
  );
  const number = (field: 'effortHours' | 'durationDays' | 'size', label: string) => (
    <NumberInput label={label} min={0} decimalScale={2} disabled={readOnly} {...form.getInputProps(field)} />
  );

  return (
    <Stack gap="md">
      <TextInput
        label={UI.title}
        required
        maxLength={WORK_ITEM_LIMITS.titleMax}
        disabled={readOnly}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <OwnerPicker
          labels={UI}
          name={form.values.ownerName}
          error={form.errors.ownerId}
          disabled={readOnly}
          required={false}
          onClear={readOnly ? undefined : () => form.setValues({ ownerId: null, ownerName: '' })}
          onChange={({ id, name }) => {
            form.setValues({ ownerId: id, ownerName: name });
            form.clearFieldError('ownerId');
          }}
        />
        <Select
          label={UI.priority}
          data={LEVEL_CHOICES}
          allowDeselect={false}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priority')}
        />
        {bug ? (
          <Select
            label={UI.severity}
            data={LEVEL_CHOICES}
            allowDeselect={false}
            disabled={readOnly}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('severity')}
          />
        ) : null}
      </SimpleGrid>
      <Switch
        label={UI.blocked}
        disabled={readOnly}
        {...form.getInputProps('blocked', { type: 'checkbox' })}
      />
      {bug ? (
        <>
          {text('actualResult', UI.actualResult)}
          {text('expectedResult', UI.expectedResult)}
        </>
      ) : (
        <>
          {text('narrative', UI.narrative, UI.narrativePlaceholder)}
          {text('outcome', UI.outcome, UI.outcomePlaceholder)}
        </>
      )}
      <SimpleGrid cols={2} spacing="md">
        {date('plannedStart', UI.plannedStart, minPlannedStart())}
        {date('plannedEnd', UI.plannedEnd, minPlannedEnd(form.values.plannedStart))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {number('effortHours', UI.effort)}
        {number('durationDays', UI.duration)}
        {number('size', UI.size)}
      </SimpleGrid>
      <LabelsInput
        value={form.values.labels}
        onChange={(labels) => form.setFieldValue('labels', labels)}
        error={form.errors.labels}
        disabled={readOnly}
      />
    </Stack>
  );
}
