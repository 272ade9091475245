import '@mantine/dates/styles.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { StartType } from '@squadboard/domain/retro/retro.schema';
import type { ReactNode } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';

interface StartPickerProps {
  startType: StartType;
  onStartTypeChange: (type: StartType) => void;
  /** Local "YYYY-MM-DD HH:mm:ss", as Mantine's pickers hold it. */
  scheduledAt: string | null;
  onScheduledAtChange: (value: string | null) => void;
  minDate: Date;
  error?: ReactNode;
}

/** Instant or Schedule; a schedule needs a date and time no earlier than now. */
export function StartPicker(props: StartPickerProps) {
  const { startType, onStartTypeChange, scheduledAt, onScheduledAtChange, minDate, error } = props;
  return (
    <Stack gap="xs">
      <Text component="label" id="retro-start-label" size="sm" fw={500}>
        {UI.start}
      </Text>
      <SegmentedControl
        aria-labelledby="retro-start-label"
        value={startType}
        onChange={(next) => onStartTypeChange(next as StartType)}
        data={[
          { value: 'instant', label: UI.instant },
          { value: 'schedule', label: UI.schedule },
        ]}
        maw={320}
      />
      <Text size="xs" c="dimmed">
        {startType === 'instant' ? UI.instantHint : UI.scheduleHint}
      </Text>
      {startType === 'schedule' ? (
        <DateTimePicker
          label={UI.dateTime}
          placeholder={UI.pickDateTime}
          value={scheduledAt}
          onChange={onScheduledAtChange}
          minDate={minDate}
          valueFormat="DD MMM YYYY, HH:mm"
          firstDayOfWeek={1}
          ariaLabels={DATE_PICKER_LABELS}
          submitButtonProps={{ 'aria-label': UI.confirmDateTime }}
          timePickerProps={{ hoursInputLabel: UI.hours, minutesInputLabel: UI.minutes }}
          error={error}
          maw={320}
          popoverProps={{ withinPortal: true }}
        />
      ) : null}
    </Stack>
  );
}
