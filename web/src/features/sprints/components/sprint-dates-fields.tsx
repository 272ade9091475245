import { NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SPRINT_LIMITS } from '@squadboard/domain/sprints/sprint.model';
import { SPRINT_UI } from '../sprint-settings-strings.ts';
import { computedEndDate } from './end-date.ts';
import { WorkingDayPicker } from './working-day-picker.tsx';

// The dates of a sprint as every sprint dialog asks them (a squad's new sprint, an enterprise
// plan, an edit): the first working day, how many working days, and the end date they give.

export interface SprintDates {
  startDate: string | null;
  daysInSprint: number | string;
}

interface Props<V extends SprintDates> {
  form: UseFormReturnType<V>;
  /** The earliest start the server allows; days before it cannot be picked. */
  minDate: string | undefined;
  /** Under the start: which day that is, in the dialog's words. */
  startHint: string | undefined;
  /** The squad's "Days in sprint" or the enterprise plan's "Days in each sprint". */
  daysLabel: string;
  /** The enterprise plan shows its whole range instead of one end date. */
  showEndDate?: boolean;
}

export function SprintDatesFields<V extends SprintDates>({
  form,
  minDate,
  startHint,
  daysLabel,
  showEndDate = true,
}: Props<V>) {
  // Mantine's form paths are typed per form; these two fields exist on every V.
  const dates = form as unknown as UseFormReturnType<SprintDates>;
  return (
    <>
      <WorkingDayPicker
        label={SPRINT_UI.startDate}
        value={dates.values.startDate}
        onChange={(value) => dates.setFieldValue('startDate', value)}
        minDate={minDate}
        error={dates.errors.startDate}
        description={startHint}
      />
      <NumberInput
        label={daysLabel}
        description={SPRINT_UI.workingDaysHint}
        min={1}
        max={SPRINT_LIMITS.maxDaysInSprint}
        allowDecimal={false}
        allowNegative={false}
        required
        {...dates.getInputProps('daysInSprint')}
      />
      {showEndDate ? (
        <TextInput
          label={SPRINT_UI.endDate}
          value={computedEndDate(dates.values.startDate, dates.values.daysInSprint)}
          readOnly
          variant="filled"
        />
      ) : null}
    </>
  );
}
