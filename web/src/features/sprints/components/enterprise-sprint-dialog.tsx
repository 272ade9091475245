import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate, isCalendarDate } from '@squadboard/domain/common/calendar-date';
import { SPRINT_LIMITS } from '@squadboard/domain/sprints/sprint.model';
import {
  firstWorkingDayFrom,
  generateEnterpriseSprints,
  SPRINT_DEFAULTS,
} from '@squadboard/domain/sprints/sprint.rules';
import { ZCreateEnterpriseSprints } from '@squadboard/domain/sprints/sprint.schema';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateEnterpriseSprints } from '../api/create-enterprise-sprints.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';
import { SprintDatesFields } from './sprint-dates-fields.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  minimumStartDate: string | undefined;
  /** How many enterprise sprints exist, so the preview continues their numbering. */
  nextNumber: number;
}

interface Values {
  startDate: string | null;
  daysInSprint: number | string;
  numberOfSprints: number | string;
}

/** What the server will plan, shown before Create (the same domain rule computes both). */
function planPreview(values: Values, nextNumber: number): string | null {
  const { startDate, daysInSprint, numberOfSprints } = values;
  if (
    !startDate ||
    !isCalendarDate(startDate) ||
    typeof daysInSprint !== 'number' ||
    typeof numberOfSprints !== 'number' ||
    !Number.isInteger(daysInSprint) ||
    !Number.isInteger(numberOfSprints) ||
    daysInSprint < 1 ||
    daysInSprint > SPRINT_LIMITS.maxDaysInSprint ||
    numberOfSprints < 1 ||
    numberOfSprints > SPRINT_LIMITS.maxNumberOfSprints
  ) {
    return null;
  }
  const plan = generateEnterpriseSprints(startDate, daysInSprint, numberOfSprints, nextNumber);
  const first = plan[0];
  const last = plan.at(-1);
  if (!first || !last) {
    return null;
  }
  return SPRINT_UI.plan(
    first.name,
    last.name,
    formatDisplayDate(first.startDate),
    formatDisplayDate(last.endDate),
  );
}

export function EnterpriseSprintDialog({ opened, onClose, minimumStartDate, nextNumber }: Props) {
  const create = useCreateEnterpriseSprints();
  const form = useForm<Values>({
    initialValues: {
      startDate: null,
      daysInSprint: SPRINT_DEFAULTS.daysInSprint,
      numberOfSprints: SPRINT_DEFAULTS.numberOfSprints,
    },
    validate: zodResolver(ZCreateEnterpriseSprints),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(parseWith(ZCreateEnterpriseSprints, values), {
      onSuccess: (result) => {
        toast.success(result.message || MSG.sprint.created);
        close();
      },
      onError: (error) => showFailure(error, { form, fallback: MSG.sprint.createFailed }),
    });
  });

  const preview = planPreview(form.values, nextNumber);
  return (
    <Modal opened={opened} onClose={close} title={SPRINT_UI.enterpriseDialog} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SprintDatesFields
            form={form}
            minDate={minimumStartDate}
            startHint={
              minimumStartDate
                ? SPRINT_UI.earliestStart(formatDisplayDate(firstWorkingDayFrom(minimumStartDate)))
                : undefined
            }
            daysLabel={SPRINT_UI.enterpriseDays}
            showEndDate={false}
          />
          <NumberInput
            label={SPRINT_UI.numberOfSprints}
            min={1}
            max={SPRINT_LIMITS.maxNumberOfSprints}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('numberOfSprints')}
          />
          {preview ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {preview}
            </Text>
          ) : null}
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
