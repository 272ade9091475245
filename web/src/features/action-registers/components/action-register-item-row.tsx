import '../action-register-table.css';
import { ActionIcon, Badge, Box, Button, Select, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type {
  ActionRegister,
  ActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_LIMITS } from '@squadboard/domain/actions/action.model';
import { ACTION_PRIORITIES } from '@squadboard/domain/actions/action.schema';
import { IconPencil } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { RowEditActions } from '../../../components/row-edit-actions.tsx';
import { PRIORITY_COLOURS } from '../../../entities/action/priority-colours.ts';
import { FormOwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { formatShortDate } from '../action-register-format.ts';
import {
  type ActionRegisterItemFormValues,
  itemStatusChoices,
  minItemDueDate,
  toItemBody,
  validateItemForm,
  valuesOfItem,
} from '../action-register-item-form.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { useUpdateActionRegisterItem } from '../api/update-action-register-item.ts';
import { itemSavedMessage } from '../saved-messages.ts';
import { ProjectSelect } from './project-select.tsx';

// A table cell would squeeze a badge into an ellipsis ("In Pr…"); the table scrolls instead.
const FULL_LABEL = { minWidth: 'max-content' } as const;

interface RowProps {
  actionRegister: ActionRegister;
  item: ActionRegisterItem;
  onOpen: (item: ActionRegisterItem) => void;
}

function CommentsButton({ item, onOpen }: Omit<RowProps, 'actionRegister'>) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onOpen(item)}
      aria-label={UI.commentCountOn(item.commentCount, item.title)}
    >
      {UI.commentCount(item.commentCount)}
    </Button>
  );
}

/** Spec 001 §2.3: the row turns into inputs; the confirm icon saves the whole item (PATCH). */
function EditingRow({ actionRegister, item, onOpen, onDone }: RowProps & { onDone: () => void }) {
  const save = useUpdateActionRegisterItem();
  const title = useRef<HTMLInputElement>(null);
  // The edit icon the user pressed is gone: carry focus to the first input instead.
  useEffect(() => title.current?.focus(), []);
  const form = useForm<ActionRegisterItemFormValues>({
    initialValues: valuesOfItem(item),
    validate: (values) => validateItemForm(values, actionRegister.statuses, item),
  });
  const confirm = () => {
    if (form.validate().hasErrors || save.isPending) {
      return;
    }
    save.mutate(
      { actionRegisterId: actionRegister.id, itemId: item.id, body: toItemBody(form.getValues()) },
      {
        onSuccess: (result) => {
          toast.success(itemSavedMessage(result, true));
          onDone();
        },
        onError: (error) => showFailure(error, { form }),
      },
    );
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      onDone();
    }
  };

  return (
    <Table.Tr data-testid="action-register-item-row" aria-busy={save.isPending}>
      <Table.Td>
        <TextInput
          ref={title}
          aria-label={UI.columns.title}
          required
          size="xs"
          miw={160}
          maxLength={ACTION_LIMITS.titleMax}
          onKeyDown={keys}
          {...form.getInputProps('title')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={UI.columns.status}
          size="xs"
          miw={120}
          data={itemStatusChoices(actionRegister.statuses, item.status)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
      </Table.Td>
      <Table.Td>
        <DatePickerInput
          aria-label={UI.columns.dueDate}
          size="xs"
          miw={110}
          valueFormat="DD/MM/YY"
          minDate={minItemDueDate(item)}
          clearable
          clearButtonProps={{ 'aria-label': UI.clearDue }}
          firstDayOfWeek={1}
          ariaLabels={DATE_PICKER_LABELS}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('dueDate')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={UI.columns.priority}
          size="xs"
          miw={100}
          data={[...ACTION_PRIORITIES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priority')}
        />
      </Table.Td>
      <Table.Td>
        <ProjectSelect label={UI.columns.project} inputProps={form.getInputProps('projectId')} inRow />
      </Table.Td>
      <Table.Td>
        <Box className="register-row-owner" miw={170}>
          <FormOwnerPicker form={form} labels={UI.assigneePicker} />
        </Box>
      </Table.Td>
      <Table.Td>
        <CommentsButton item={item} onOpen={onOpen} />
      </Table.Td>
      <Table.Td className="register-cell-actions">
        <RowEditActions
          saveLabel={UI.saveRow(item.title)}
          cancelLabel={UI.cancelRow(item.title)}
          onConfirm={confirm}
          onCancel={onDone}
          pending={save.isPending}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** One action item: read-only until its edit icon is pressed. */
export function ActionRegisterItemRow({ actionRegister, item, onOpen }: RowProps) {
  const [editing, setEditing] = useState(false);
  const editIcon = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Back from editing, focus returns to the row's edit icon rather than to the page.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      editIcon.current?.focus();
    }
  }, [editing]);
  if (editing) {
    const done = () => {
      refocus.current = true;
      setEditing(false);
    };
    return <EditingRow actionRegister={actionRegister} item={item} onOpen={onOpen} onDone={done} />;
  }
  return (
    <Table.Tr data-testid="action-register-item-row">
      <Table.Td>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} miw={140}>
          {item.title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          tt="none"
          color={item.status === 'Closed' ? 'teal' : 'blue'}
          style={FULL_LABEL}
        >
          {item.status}
        </Badge>
      </Table.Td>
      <Table.Td>{formatShortDate(item.dueDate) ?? UI.noProject}</Table.Td>
      <Table.Td>
        <Badge variant="light" tt="none" color={PRIORITY_COLOURS[item.priority]} style={FULL_LABEL}>
          {item.priority}
        </Badge>
      </Table.Td>
      <Table.Td>{item.projectName ?? UI.noProject}</Table.Td>
      <Table.Td>{item.ownerName || UI.noProject}</Table.Td>
      <Table.Td>
        <CommentsButton item={item} onOpen={onOpen} />
      </Table.Td>
      <Table.Td className="register-cell-actions">
        {item.can.edit ? (
          <ActionIcon
            ref={editIcon}
            variant="subtle"
            color="gray"
            aria-label={UI.editRow(item.title)}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
