import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import { DEFAULT_TEMPLATE, ZCreateRetro } from '@squadboard/domain/retro/retro.schema';
import { canCreateSquad } from '@squadboard/domain/squads/squad.rules';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MadeElsewhere } from '../../components/made-elsewhere.tsx';
import { UpgradeOffer } from '../../entities/billing/components/upgrade-offer.tsx';
import { roomPath } from '../../entities/retro/room-path.ts';
import { squadsWhere, useSquadChoices } from '../../entities/squad/api/squad-choices.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showFailure } from '../../lib/failures.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

import { useCreateRetro } from './api/create-retro.ts';
import { SprintPicker } from './components/sprint-picker.tsx';
import { StartPicker } from './components/start-picker.tsx';
import { TemplatePicker } from './components/template-picker.tsx';
import {
  defaultSchedule,
  type FormValues,
  NO_SPRINT,
  savedTemplateValues,
  toBody,
  validate,
} from './create-retro-form.ts';
import { RETROS_UI as UI } from './retros-strings.ts';

const LIST_PATH = '/retro/retro-list';

/**
 * /retro/create-retro: Super Admins for any squad, Squad Admins for the squads they lead. Who may
 * create, and for which squads, is the server's answer (GET /api/squads/choices).
 */
export function CreateRetroPage() {
  usePageTitle(UI.createTitle);
  const user = useSessionUser();
  const squads = useSquadChoices();
  const mayCreate = squads.data?.can.createRetro === true;
  const navigate = useNavigate();
  const create = useCreateRetro();
  // The plan's monthly retro sessions are used up: besides the toast, the refusal (which names the
  // limit) stays on the form with the way to upgrade.
  const [limitReached, setLimitReached] = useState<string | null>(null);
  // The squad's saved template the board starts from, if one was chosen (the form itself says Custom).
  const [savedTemplateId, setSavedTemplateId] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: {
      title: '',
      squadId: null,
      sprintId: NO_SPRINT,
      template: DEFAULT_TEMPLATE,
      customColumns: [''],
      startType: 'instant',
      scheduledAt: null,
    },
    validate,
  });
  // Earlier moments are disabled in the picker; the check on submit catches minutes gone by.
  const minDate = useMemo(() => new Date(), []);

  const submit = form.onSubmit((values) => {
    create.mutate(ZCreateRetro.parse(toBody(values)), {
      onSuccess: (result) => {
        toast.success(result.message);
        // An instant retro is already running: its creator goes straight into the room (the form
        // promised it); a scheduled one waits in the Retro List.
        void navigate(result.retro.status === 'INPROGRESS' ? roomPath(result.retro.room) : LIST_PATH);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RETRO_LIMIT') {
          setLimitReached(error.message);
        }
        showFailure(error, { form });
      },
    });
  });

  const choices = squadsWhere(squads.data?.items ?? [], 'createRetro');
  // A lead of a single squad has nothing to choose: it is filled in for them.
  const onlySquadId = choices.length === 1 ? choices[0]?.id : undefined;
  const { setFieldValue } = form;
  const setSprintId = useCallback((id: string) => setFieldValue('sprintId', id), [setFieldValue]);
  useEffect(() => {
    if (onlySquadId) {
      setFieldValue('squadId', onlySquadId);
    }
  }, [onlySquadId, setFieldValue]);

  let body: ReactNode;
  if (squads.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={UI.createTitle} />
      </Center>
    );
  } else if (squads.isError) {
    body = (
      <Stack align="center" py="lg" gap="sm">
        <Text>{UI.squadsFailed}</Text>
        <Button variant="light" onClick={() => void squads.refetch()}>
          {UI.tryAgain}
        </Button>
      </Stack>
    );
  } else if (!mayCreate) {
    body = (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        <Stack gap={4}>
          <Text size="sm">{UI.membersCannotCreate}</Text>
          <Anchor component={Link} to={LIST_PATH} size="sm">
            {UI.openRetroList}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {choices.length === 0 ? <NoSquadsHint mayCreateSquad={canCreateSquad(user.role)} /> : null}
          {limitReached ? <UpgradeOffer message={limitReached} /> : null}
          <TextInput
            label={UI.title}
            placeholder={UI.titlePlaceholder}
            maxLength={RETRO_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
          <Select
            label={UI.squad}
            placeholder={choices.length > 0 ? UI.squadPlaceholder : MSG.sprint.noData}
            data={choices.map((s) => ({ value: s.id, label: s.name }))}
            searchable
            allowDeselect={false}
            nothingFoundMessage={MSG.sprint.noData}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('squadId')}
          />
          <SprintPicker squadId={form.values.squadId} value={form.values.sprintId} onChange={setSprintId} />
          <TemplatePicker
            value={form.values.template}
            onChange={(id) => {
              setSavedTemplateId(null);
              form.setFieldValue('template', id);
            }}
            squadId={form.values.squadId}
            savedId={savedTemplateId}
            onPickSaved={(template) => {
              setSavedTemplateId(template.id);
              form.setValues(savedTemplateValues(template));
            }}
            columns={form.values.customColumns}
            onColumnsChange={(columns) => form.setFieldValue('customColumns', columns)}
            columnsError={form.errors.customColumns}
            columnError={(index) => form.errors[`customColumns.${index}`]}
          />
          <StartPicker
            startType={form.values.startType}
            onStartTypeChange={(type) => {
              form.setFieldValue('startType', type);
              if (type === 'schedule' && !form.values.scheduledAt) {
                form.setFieldValue('scheduledAt', defaultSchedule());
              }
            }}
            scheduledAt={form.values.scheduledAt}
            onScheduledAtChange={(value) => form.setFieldValue('scheduledAt', value)}
            minDate={minDate}
            error={form.errors.scheduledAt}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={LIST_PATH}>
              {UI.cancel}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={choices.length === 0}>
              {UI.create}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.createTitle}
        </Title>
        {mayCreate ? <Text c="dimmed">{UI.createIntro}</Text> : null}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
        {body}
      </Paper>
    </Stack>
  );
}

/**
 * Why there is no squad to choose. Whoever may create squads (a Super Admin, canCreateSquad, as
 * every other page decides the link to Create Squad) may run any squad, so none exists yet: they
 * can make one and lead it. Only others are told that a Super Admin can make them a lead.
 */
function NoSquadsHint({ mayCreateSquad }: { mayCreateSquad: boolean }) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      {mayCreateSquad ? <MadeElsewhere need="squad" text={UI.noSquadsYet} /> : UI.noSquads}
    </Alert>
  );
}
