import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { ReleaseStageDate } from '@squadboard/domain/releases/release.model';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { minDateFor, type ReleaseFormValues } from '../release-form.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';

// One stage's finish date in the create modal or the row edit: d MMM y like the list, and no day
// before the latest date set for an earlier stage (an earlier one moved later is caught by the
// schema's stage-order message on this field).

interface StageDateInputProps {
  form: UseFormReturnType<ReleaseFormValues>;
  stage: ReleaseStageDate;
  /** The create modal shows a label; the row edit names the input only (its column says it). */
  label?: string;
  ariaLabel?: string;
  size?: 'xs' | 'sm';
}

export function StageDateInput({ form, stage, label, ariaLabel, size = 'sm' }: StageDateInputProps) {
  const name = label ?? ariaLabel ?? UI.stageDates[stage];
  return (
    <DatePickerInput
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={label ? UI.datePlaceholder : undefined}
      size={size}
      valueFormat="D MMM YYYY"
      minDate={minDateFor(form.values, stage)}
      clearable
      clearButtonProps={{ 'aria-label': UI.clearDate(name) }}
      firstDayOfWeek={1}
      ariaLabels={DATE_PICKER_LABELS}
      popoverProps={{ withinPortal: true }}
      {...form.getInputProps(stage)}
    />
  );
}
