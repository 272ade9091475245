import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/action-registers/action-register.model';
import type { ActionRegister } from '@squadboard/domain/action-registers/action-register.schema';
import { useRef } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { FormOwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type ActionRegisterFormValues,
  actionRegisterStatusChoices,
  emptyActionRegisterForm,
  statusLabelsError,
  toActionRegisterBody,
  validateActionRegisterForm,
  valuesOfActionRegister,
} from '../action-register-form.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { type ActionRegisterResult, useCreateActionRegister } from '../api/create-action-register.ts';
import { useUpdateActionRegister } from '../api/update-action-register.ts';
import { actionRegisterSavedMessage } from '../saved-messages.ts';
import { StatusLabelsInput } from './status-labels-input.tsx';

function ActionRegisterForm({ editing, onClose }: { editing: ActionRegister | null; onClose: () => void }) {
  const create = useCreateActionRegister();
  const update = useUpdateActionRegister();
  const saving = create.isPending || update.isPending;
  // Mantine validates only on submit and clears a field's error as it changes: errors appear
  // after the first attempt, as the spec asks.
  const form = useForm<ActionRegisterFormValues>({
    initialValues: editing ? valuesOfActionRegister(editing) : emptyActionRegisterForm(),
    validate: validateActionRegisterForm,
  });

  const submit = form.onSubmit((values) => {
    const body = toActionRegisterBody(values);
    const handlers = {
      onSuccess: (result: ActionRegisterResult) => {
        toast.success(actionRegisterSavedMessage(result, editing !== null));
        onClose();
      },
      onError: (error: unknown) => showFailure(error, { form }),
    };
    if (editing) {
      update.mutate({ id: editing.id, body }, handlers);
    } else {
      create.mutate(body, handlers);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={UI.name}
          placeholder={UI.namePlaceholder}
          required
          maxLength={ACTION_REGISTER_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={UI.description}
          placeholder={UI.descriptionPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ACTION_REGISTER_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <FormOwnerPicker form={form} labels={UI.ownerPicker} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={UI.status}
            required
            data={actionRegisterStatusChoices(editing)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('status')}
          />
          <DatePickerInput
            label={UI.createdOn}
            required
            valueFormat="D MMM, YYYY"
            firstDayOfWeek={1}
            ariaLabels={DATE_PICKER_LABELS}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('createdOn')}
          />
        </SimpleGrid>
        <StatusLabelsInput
          value={form.values.statuses}
          error={statusLabelsError(form.errors)}
          onChange={(labels) => {
            form.setFieldValue('statuses', labels);
            // Like any other field, a change clears the labels' error until the next submit.
            form.setErrors(
              Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith('statuses'))),
            );
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? UI.update : UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ActionRegisterFormModalProps {
  opened: boolean;
  /** The register being edited; null creates one (Save mode). */
  editing: ActionRegister | null;
  onClose: () => void;
}

/** Add and edit share one form: Save creates, Update changes (spec 001 §4 "Form modes"). */
export function ActionRegisterFormModal({ opened, editing, onClose }: ActionRegisterFormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // The closing dialog keeps its title and fields while it fades out; Mantine unmounts the form
  // once closed, so every opening starts from fresh values.
  const shown = useRef(editing);
  if (opened) {
    shown.current = editing;
  }
  const current = shown.current;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current ? UI.editActionRegisterTitle : UI.addActionRegisterTitle}
      size="lg"
      centered
      fullScreen={phone}
    >
      <ActionRegisterForm key={current?.id ?? 'new'} editing={current} onClose={onClose} />
    </Modal>
  );
}
