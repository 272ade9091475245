import { MultiSelect, NumberInput, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { WORK_ITEM_LIMITS, type WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { LabelsInput } from '../../../components/labels-input.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import {
  EDITOR_TABS,
  type EditorTab,
  isBug,
  minPlannedEnd,
  minPlannedStart,
  tabsWithErrors,
  type WorkItemFormValues,
} from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { ItemChildren } from './item-children.tsx';
import { ParentField } from './parent-field.tsx';
import '@mantine/dates/styles.css';

interface EditorTabsProps {
  form: UseFormReturnType<WorkItemFormValues>;
  item: WorkItem;
  readOnly: boolean;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
}

type TextField = 'narrative' | 'outcome' | 'actualResult' | 'expectedResult';

/** Spec 001 §2.8's first tab group: Description, Schedule, Reference, Squads/Impact, Child. */
export function EditorTabs({ form, item, readOnly, tab, onTabChange }: EditorTabsProps) {
  const squads = useSquadChoices();
  const marked = new Set(tabsWithErrors(form.errors));
  const text = (field: TextField, label: string, placeholder?: string) => (
    <RichTextEditor
      label={label}
      placeholder={placeholder}
      value={form.values[field]}
      onChange={(html) => form.setFieldValue(field, html)}
      error={form.errors[field]}
      disabled={readOnly}
      minHeight={96}
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
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as EditorTab)} keepMounted={false}>
      <Tabs.List className="work-item-tabs">
        {EDITOR_TABS.map((name) => (
          <Tabs.Tab
            key={name}
            value={name}
            color={marked.has(name) ? 'red' : undefined}
            rightSection={
              marked.has(name) ? (
                <IconAlertCircle size={14} color="var(--mantine-color-red-7)" aria-hidden />
              ) : null
            }
            aria-label={marked.has(name) ? UI.tabHasErrors(UI.tabs[name]) : undefined}
          >
            {UI.tabs[name]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="description" pt="md">
        <Stack gap="md">
          {isBug(form.values.type) ? (
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
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="schedule" pt="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {date('plannedStart', UI.plannedStart, minPlannedStart())}
            {date('plannedEnd', UI.plannedEnd, minPlannedEnd(form.values.plannedStart))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {number('effortHours', UI.effort)}
            {number('durationDays', UI.duration)}
            {number('size', UI.size)}
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="reference" pt="md">
        <Stack gap="md">
          <ParentField form={form} readOnly={readOnly} />
          <LabelsInput
            value={form.values.labels}
            onChange={(labels) => form.setFieldValue('labels', labels)}
            maxLabels={WORK_ITEM_LIMITS.labelsMax}
            maxLength={WORK_ITEM_LIMITS.labelMax}
            label={UI.labels}
            error={form.errors.labels}
            disabled={readOnly}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="impact" pt="md">
        <MultiSelect
          label={UI.impactedArea}
          placeholder={readOnly ? undefined : UI.impactedPlaceholder}
          data={(squads.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          searchable
          clearable={!readOnly}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('impactedSquadIds')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="child" pt="md">
        {item.type === form.values.type ? (
          <ItemChildren item={item} />
        ) : (
          <Text size="sm" c="dimmed">
            {UI.saveTypeFirst}
          </Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
