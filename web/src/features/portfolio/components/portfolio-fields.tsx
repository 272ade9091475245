import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_STATUSES,
  type PortfolioNode,
} from '@squadboard/domain/portfolio/portfolio.schema';
import { PORTFOLIO_LEVELS } from '@squadboard/domain/work-items/work-item.model';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { useMemo } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { FormOwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import type { PortfolioFormValues } from '../portfolio-form.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';

const DATE_FORMAT = 'D MMM YYYY';
const LEVEL_CHOICES = PORTFOLIO_LEVELS.map((level) => ({ value: level, label: UI.levels[level] }));

interface PortfolioFieldsProps {
  form: UseFormReturnType<PortfolioFormValues>;
  /** The organisation's Initiatives, for a Project's Initiative select. */
  initiatives: readonly PortfolioNode[];
  /** Create chooses the level; an edit never changes it. */
  withLevel: boolean;
}

/** The fields of Create Portfolio and of a node's edit form. */
export function PortfolioFields({ form, initiatives, withLevel }: PortfolioFieldsProps) {
  const initiativeChoices = useMemo(
    () => initiatives.map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) })),
    [initiatives],
  );
  const isProject = form.values.level === 'Project';

  return (
    <Stack gap="md">
      {withLevel || isProject ? (
        <SimpleGrid cols={{ base: 1, xs: withLevel && isProject ? 2 : 1 }} spacing="md">
          {withLevel ? (
            <Select
              label={UI.level}
              required
              data={LEVEL_CHOICES}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('level')}
            />
          ) : null}
          {isProject ? (
            <Select
              label={UI.initiative}
              placeholder={UI.initiativePlaceholder}
              description={initiatives.length === 0 ? UI.noInitiatives : undefined}
              required
              data={initiativeChoices}
              searchable
              nothingFoundMessage={UI.nothingFound}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('parentId')}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
      <TextInput
        label={UI.title}
        placeholder={UI.titlePlaceholder}
        required
        maxLength={PORTFOLIO_LIMITS.titleMax}
        {...form.getInputProps('title')}
      />
      <TextInput
        label={UI.acronym}
        placeholder={UI.acronymPlaceholder}
        description={UI.acronymHint}
        required
        maxLength={5}
        autoCapitalize="characters"
        autoComplete="off"
        {...form.getInputProps('acronym')}
        // Shown as it will be stored: upper case.
        onChange={(event) => form.setFieldValue('acronym', event.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormOwnerPicker form={form} labels={UI.ownerPicker} />
        <Select
          label={UI.status}
          required
          data={PORTFOLIO_STATUSES}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DatePickerInput
          label={UI.plannedStart}
          description={UI.optional}
          placeholder={UI.datePlaceholder}
          valueFormat={DATE_FORMAT}
          clearable
          clearButtonProps={{ 'aria-label': UI.clearPlannedStart }}
          firstDayOfWeek={1}
          ariaLabels={DATE_PICKER_LABELS}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('plannedStart')}
        />
        <DatePickerInput
          label={UI.plannedEnd}
          description={UI.optional}
          placeholder={UI.datePlaceholder}
          valueFormat={DATE_FORMAT}
          // The end cannot be picked before the start; a start moved past the end is caught on save.
          minDate={form.values.plannedStart ?? undefined}
          clearable
          clearButtonProps={{ 'aria-label': UI.clearPlannedEnd }}
          firstDayOfWeek={1}
          ariaLabels={DATE_PICKER_LABELS}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('plannedEnd')}
        />
      </SimpleGrid>
      <Textarea
        label={UI.description}
        description={UI.optional}
        placeholder={UI.descriptionPlaceholder}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={PORTFOLIO_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
