import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { SPRINT_LIMITS } from '@squadboard/domain/sprints/sprint.model';
import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import { type UpdateSprint, ZUpdateSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateSprint } from '../api/update-sprint.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';
import { SprintDatesFields } from './sprint-dates-fields.tsx';

interface Props {
  sprint: Sprint;
  /** Today in the caller's time zone (the list's `today`): an edited sprint cannot start earlier. */
  today: string;
  onClose: () => void;
}

interface Values {
  name: string;
  startDate: string | null;
  daysInSprint: number | string;
}

/** What PATCH receives: enterprise sprints are numbered, so their name is never sent. */
function bodyOf(values: Values, enterprise: boolean): Record<string, unknown> {
  return {
    ...(enterprise ? {} : { name: values.name }),
    startDate: values.startDate ?? undefined,
    daysInSprint: values.daysInSprint,
  };
}

/** ZUpdateSprint's checks on what would be sent, plus the start the dialog always needs. */
function validator(enterprise: boolean) {
  const check = zodResolver(ZUpdateSprint);
  return (values: Values): FormErrors => {
    const errors = check(bodyOf(values, enterprise));
    if (!values.startDate) {
      errors.startDate = MSG.sprint.startDateRequired;
    }
    if (!enterprise && values.name.trim() === '') {
      errors.name = MSG.sprint.nameRequired;
    }
    return errors;
  };
}

/** Sprint Settings' Edit: a sprint not started yet gets a new name (squad sprints), start or length. */
export function EditSprintDialog({ sprint, today, onClose }: Props) {
  const enterprise = sprint.enterpriseCadence;
  const update = useUpdateSprint();
  const form = useForm<Values>({
    initialValues: { name: sprint.name, startDate: sprint.startDate, daysInSprint: sprint.workingDays },
    validate: validator(enterprise),
  });

  const submit = form.onSubmit((values) => {
    const body: UpdateSprint = parseWith(ZUpdateSprint, bodyOf(values, enterprise));
    update.mutate(
      { id: sprint.id, body },
      {
        onSuccess: (result) => {
          toast.success(result.message || MSG.sprint.updated);
          onClose();
        },
        onError: (error) => showFailure(error, { form, fallback: MSG.sprint.updateFailed }),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={SPRINT_UI.editDialog} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {enterprise ? null : (
            <TextInput
              label={SPRINT_UI.sprintName}
              maxLength={SPRINT_LIMITS.nameMax}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
          )}
          <SprintDatesFields
            form={form}
            minDate={today}
            startHint={SPRINT_UI.earliestEditStart(formatDisplayDate(firstWorkingDayFrom(today)))}
            daysLabel={SPRINT_UI.squadDays}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {SPRINT_UI.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {SPRINT_UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
