import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { CommentsPanel } from '../../../entities/comment/components/comments-panel.tsx';
import { raidPath } from '../api/get-raid.ts';
import { type RaidFormValues, type RaidTab, tabsShown, tabsWithErrors } from './raid-form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';
import { ReferenceTab } from './reference-tab.tsx';
import { RelationshipTab } from './relationship-tab.tsx';
import '@mantine/dates/styles.css';

interface RaidTabsProps {
  form: UseFormReturnType<RaidFormValues>;
  /** The item as saved (EDIT RAID), null on CREATE. */
  item: RaidItem | null;
  tab: RaidTab;
  onTabChange: (tab: RaidTab) => void;
  pendingFiles: File[];
  onPendingFilesChange: (files: File[]) => void;
}

/**
 * Spec 001 §2.6, the modal's tabs: Description; Treatment (Risk) or Timeline (the others);
 * Relationship (Dependency only); Reference; Comments (EDIT RAID only, saved on their own).
 */
export function RaidTabs({
  form,
  item,
  tab,
  onTabChange,
  pendingFiles,
  onPendingFilesChange,
}: RaidTabsProps) {
  const { type } = form.values;
  const tabs = tabsShown(type, item !== null);
  const marked = new Set(tabsWithErrors(form.errors));
  const name = (t: RaidTab) => (t === 'timeline' && type === 'Risk' ? UI.tabs.treatment : UI.tabs[t]);
  // A tab that went away with the type (Relationship) leaves its place to the first.
  const current = tabs.includes(tab) ? tab : 'description';
  const dueLabel = UI.dueDate(type);

  return (
    <Tabs value={current} onChange={(value) => value && onTabChange(value as RaidTab)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map((t) => (
          <Tabs.Tab
            key={t}
            value={t}
            color={marked.has(t) ? 'red' : undefined}
            rightSection={
              marked.has(t) ? (
                <IconAlertCircle size={14} color="var(--mantine-color-red-7)" aria-hidden />
              ) : null
            }
            aria-label={marked.has(t) ? UI.tabHasErrors(name(t)) : undefined}
          >
            {name(t)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="description" pt="md">
        <RichTextEditor
          label={UI.description}
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
          minHeight={140}
        />
      </Tabs.Panel>
      <Tabs.Panel value="timeline" pt="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DatePickerInput
              label={UI.raisedDate}
              required
              placeholder={UI.datePlaceholder}
              valueFormat="DD-MM-YYYY"
              firstDayOfWeek={1}
              ariaLabels={DATE_PICKER_LABELS}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('raisedDate')}
            />
            <DatePickerInput
              label={dueLabel}
              placeholder={UI.datePlaceholder}
              valueFormat="DD-MM-YYYY"
              minDate={form.values.raisedDate ?? undefined}
              clearable
              clearButtonProps={{ 'aria-label': UI.clearDate(dueLabel) }}
              firstDayOfWeek={1}
              ariaLabels={DATE_PICKER_LABELS}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('dueDate')}
            />
          </SimpleGrid>
          <RichTextEditor
            label={UI.plan(type)}
            value={form.values.plan}
            onChange={(html) => form.setFieldValue('plan', html)}
            error={form.errors.plan}
            minHeight={120}
          />
        </Stack>
      </Tabs.Panel>
      {type === 'Dependency' ? (
        <Tabs.Panel value="relationship" pt="md">
          <RelationshipTab form={form} item={item} />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="reference" pt="md">
        <ReferenceTab
          form={form}
          item={item}
          pendingFiles={pendingFiles}
          onPendingFilesChange={onPendingFilesChange}
        />
      </Tabs.Panel>
      {item ? (
        <Tabs.Panel value="comments" pt="md">
          <CommentsPanel path={`${raidPath(item.id)}/comments`} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
