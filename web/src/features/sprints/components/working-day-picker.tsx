import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { MSG } from '@squadboard/domain';
import { firstWorkingDayFrom, isWeekend } from '@squadboard/domain/sprints/sprint.rules';
import type { ReactNode } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { toast } from '../../../lib/toast.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';

interface WorkingDayPickerProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earlier days are disabled. */
  minDate: string | undefined;
  error?: ReactNode;
  description?: ReactNode;
}

/**
 * A start-date picker that refuses weekends the way the spec does: the day can be clicked, and
 * the info toast 'Weekend cannot be selected' explains why nothing changed.
 */
export function WorkingDayPicker({
  label,
  value,
  onChange,
  minDate,
  error,
  description,
}: WorkingDayPickerProps) {
  return (
    <DatePickerInput
      label={label}
      placeholder={SPRINT_UI.pickDate}
      value={value}
      onChange={(next) => {
        if (next && isWeekend(next)) {
          toast.info(MSG.sprint.weekend);
          return;
        }
        onChange(next);
      }}
      minDate={minDate}
      // Open on the first day that can be picked (a weekend minimum opens on its Monday's month).
      defaultDate={minDate ? firstWorkingDayFrom(minDate) : undefined}
      ariaLabels={DATE_PICKER_LABELS}
      valueFormat="DD/MM/YYYY"
      firstDayOfWeek={1}
      // Weekends look unavailable yet stay clickable, so the toast can say why they are refused.
      getDayProps={(date) => (isWeekend(date) ? { style: { color: 'var(--mantine-color-gray-5)' } } : {})}
      required
      withAsterisk={false}
      error={error}
      description={description}
      popoverProps={{ withinPortal: true }}
    />
  );
}
