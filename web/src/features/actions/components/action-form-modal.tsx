import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { ACTION_LIMITS } from '@squadboard/domain/actions/action.model';
import { ACTION_STATUSES, type Action } from '@squadboard/domain/actions/action.schema';
import { useRef } from 'react';
import { ActionFields } from '../../../entities/action/components/action-fields.tsx';
import { FormOwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import type { SquadChoice } from '../../../entities/squad/api/squad-choices.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type ActionFormValues,
  emptyActionForm,
  minDueDate,
  toActionBody,
  validateActionForm,
  valuesOfAction,
} from '../action-form.ts';
import { ACTIONS_UI as UI } from '../actions-strings.ts';
import { useCreateAction } from '../api/create-action.ts';
import { useUpdateAction } from '../api/update-action.ts';
import { actionSavedMessage } from '../saved-messages.ts';
import { ActionReviews } from './action-reviews.tsx';

interface FormProps {
  editing: Action | null;
  squads: Pick<SquadChoice, 'id' | 'name'>[];
  defaultSquadId: string | null;
  onClose: () => void;
}

function ActionForm({ editing, squads, defaultSquadId, onClose }: FormProps) {
  const create = useCreateAction();
  const update = useUpdateAction();
  const saving = create.isPending || update.isPending;
  // Mantine validates only on submit and clears a field's error as it changes: errors appear
  // after the first attempt, as the spec asks.
  const form = useForm<ActionFormValues>({
    initialValues: editing ? valuesOfAction(editing) : emptyActionForm(defaultSquadId),
    validate: (values) => validateActionForm(values, editing),
  });

  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => showFailure(error, { form });
    if (editing) {
      update.mutate(
        { id: editing.id, change: toActionBody(values, editing) },
        { onSuccess: (result) => done(actionSavedMessage(result, true)), onError },
      );
    } else {
      const body = toActionBody(values, null) as Parameters<typeof create.mutate>[0];
      create.mutate(body, { onSuccess: (result) => done(actionSavedMessage(result, false)), onError });
    }
  });

  // An action's squad stays listed when editing even if the caller could not pick it today.
  const squadItems = squads.map((s) => ({ value: s.id, label: s.name }));
  if (editing && !squadItems.some((s) => s.value === editing.squadId)) {
    squadItems.push({ value: editing.squadId, label: editing.squadName });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={UI.squad}
          placeholder={UI.squadPlaceholder}
          required
          data={squadItems}
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('squadId')}
        />
        <TextInput
          label={UI.title}
          placeholder={UI.titlePlaceholder}
          required
          maxLength={ACTION_LIMITS.titleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={UI.description}
          placeholder={UI.descriptionPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ACTION_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <FormOwnerPicker form={form} labels={UI} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <ActionFields
            labels={{ ...UI, priority: UI.priorityLabel }}
            statuses={ACTION_STATUSES}
            minDueDate={minDueDate(editing)}
            dueFormat="D MMM, YYYY"
            inputProps={form.getInputProps}
          />
        </SimpleGrid>
        {editing ? <ActionReviews actionId={editing.id} fromRetro={editing.retroId !== null} /> : null}
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

interface ActionFormModalProps {
  opened: boolean;
  /** The action being edited; null adds a new one (Save mode). */
  editing: Action | null;
  squads: Pick<SquadChoice, 'id' | 'name'>[];
  /** The squad chosen in the list filter, offered first for a new action. */
  defaultSquadId: string | null;
  onClose: () => void;
}

/** Add and edit share one form: Save creates, Update changes (spec 001 §4 "Form modes"). */
export function ActionFormModal({ opened, editing, squads, defaultSquadId, onClose }: ActionFormModalProps) {
  // On a phone the form gets the whole screen: seven fields do not fit a floating dialog.
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
      title={current ? UI.editModalTitle : UI.addTitle}
      size="lg"
      centered
      fullScreen={phone}
    >
      <ActionForm
        key={current?.id ?? 'new'}
        editing={current}
        squads={squads}
        defaultSquadId={defaultSquadId}
        onClose={onClose}
      />
    </Modal>
  );
}
