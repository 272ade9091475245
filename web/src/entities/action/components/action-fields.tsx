import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ACTION_PRIORITIES } from '@squadboard/domain/actions/action.schema';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';

// Status, Priority and Due date: the trio every action form has (the Actions page's form, the
// retro room's convert-to-action and a register's action item). The caller lays them out.

export interface ActionFieldLabels {
  status: string;
  priority: string;
  due: string;
  duePlaceholder: string;
  clearDue: string;
}

interface ActionFieldsProps {
  labels: ActionFieldLabels;
  /** The statuses offered, in order. */
  statuses: readonly string[];
  /** The earliest due date that may be picked. */
  minDueDate: Date | string;
  /** How the chosen due date reads, e.g. 'D MMM, YYYY'. */
  dueFormat: string;
  inputProps: (field: 'status' | 'priority' | 'dueDate') => GetInputPropsReturnType;
}

export function ActionFields({ labels, statuses, minDueDate, dueFormat, inputProps }: ActionFieldsProps) {
  return (
    <>
      <Select
        label={labels.status}
        required
        data={[...statuses]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...inputProps('status')}
      />
      <Select
        label={labels.priority}
        data={[...ACTION_PRIORITIES]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...inputProps('priority')}
      />
      <DatePickerInput
        label={labels.due}
        placeholder={labels.duePlaceholder}
        valueFormat={dueFormat}
        minDate={minDueDate}
        clearable
        clearButtonProps={{ 'aria-label': labels.clearDue }}
        firstDayOfWeek={1}
        ariaLabels={DATE_PICKER_LABELS}
        popoverProps={{ withinPortal: true }}
        {...inputProps('dueDate')}
      />
    </>
  );
}
