import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { SPRINT_LIMITS } from '@squadboard/domain/sprints/sprint.model';
import { firstWorkingDayFrom, SPRINT_DEFAULTS } from '@squadboard/domain/sprints/sprint.rules';
import { type SprintSquad, ZCreateSquadSprint } from '@squadboard/domain/sprints/sprint.schema';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSquadSprint } from '../api/create-squad-sprint.ts';
import { useSprintList } from '../api/sprint-list.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';
import { SprintDatesFields } from './sprint-dates-fields.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Squads the caller may plan for. */
  squads: SprintSquad[];
  defaultSquadId: string | null;
  onCreated: (squadId: string) => void;
}

interface Values {
  squadId: string | null;
  name: string;
  daysInSprint: number | string;
  startDate: string | null;
}

export function SquadSprintDialog({ opened, onClose, squads, defaultSquadId, onCreated }: Props) {
  const create = useCreateSquadSprint();
  const form = useForm<Values>({
    initialValues: {
      squadId: defaultSquadId,
      name: '',
      daysInSprint: SPRINT_DEFAULTS.daysInSprint,
      startDate: null,
    },
    validate: zodResolver(ZCreateSquadSprint),
  });
  // Each squad has its own minimum start: the day after its latest sprint.
  const squadList = useSprintList(form.values.squadId, opened && form.values.squadId !== null);
  const minimumStartDate = squadList.data?.minimumStartDate;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZCreateSquadSprint, values);
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message || MSG.sprint.created);
        onCreated(body.squadId);
        close();
      },
      onError: (error) => showFailure(error, { form, fallback: MSG.sprint.createFailed }),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={SPRINT_UI.squadDialog} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={SPRINT_UI.squads}
            placeholder={squads.length > 0 ? SPRINT_UI.selectSquad : MSG.sprint.noData}
            data={squads.map((s) => ({ value: s.id, label: s.name }))}
            nothingFoundMessage={MSG.sprint.noData}
            searchable
            allowDeselect={false}
            required
            {...form.getInputProps('squadId')}
            onChange={(value) => {
              form.setFieldValue('squadId', value);
              // Another squad may have a later minimum: pick the start again.
              form.setFieldValue('startDate', null);
            }}
          />
          <TextInput
            label={SPRINT_UI.sprintName}
            maxLength={SPRINT_LIMITS.nameMax}
            required
            {...form.getInputProps('name')}
          />
          <SprintDatesFields
            form={form}
            minDate={minimumStartDate}
            startHint={
              minimumStartDate
                ? SPRINT_UI.earliestStart(formatDisplayDate(firstWorkingDayFrom(minimumStartDate)))
                : undefined
            }
            daysLabel={SPRINT_UI.squadDays}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {SPRINT_UI.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {SPRINT_UI.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
