import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { canAddSquad } from '@squadboard/domain/squads/squad.rules';
import { type SquadOptions, ZCreateSquad } from '@squadboard/domain/squads/squads.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { UpgradeOffer } from '../../entities/billing/components/upgrade-offer.tsx';
import { showFailure } from '../../lib/failures.ts';
import { parseWith, zodResolver } from '../../lib/form.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateSquad } from './api/create-squad.ts';
import { useSquadOptions } from './api/squad-options.ts';
import { EMPTY_SQUAD_FORM, SquadFields, type SquadFormValues } from './components/squad-fields.tsx';
import { SQUADS_UI as UI } from './squads-strings.ts';

const LIST_PATH = '/squad/squad-list';
// Built once: a resolver made per render would give the form new callbacks on every render.
const validateSquad = zodResolver(ZCreateSquad);

/** The caller heads the lead choices: the one a Super Admin most often means for a first squad. */
function withMeFirst(options: SquadOptions, myId: string): SquadOptions {
  const me = options.leads.filter((u) => u.id === myId);
  return { ...options, leads: [...me, ...options.leads.filter((u) => u.id !== myId)] };
}

/** /squad/create-squad: Super Admins only (the layout sends other roles to the dashboard). */
export function CreateSquadPage() {
  usePageTitle(UI.createTitle);
  const me = useSessionUser();
  const options = useSquadOptions();
  const data = useMemo(
    () => (options.data ? withMeFirst(options.data, me.id) : undefined),
    [options.data, me.id],
  );

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.createTitle}
        </Title>
        <Text c="dimmed">{UI.createIntro}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={680}>
        {options.isPending ? (
          <Center py="xl">
            <Loader aria-label={UI.createTitle} />
          </Center>
        ) : options.isError || !data ? (
          <Stack align="center" py="lg" gap="sm">
            <Text>{MSG.generic.somethingWentWrong}</Text>
            <Button variant="light" onClick={() => void options.refetch()}>
              {UI.tryAgain}
            </Button>
          </Stack>
        ) : (
          <CreateSquadForm options={data} myId={me.id} />
        )}
      </Paper>
    </Stack>
  );
}

/** The form, mounted once the choices are known so that its first values can use them. */
function CreateSquadForm({ options, myId }: { options: SquadOptions; myId: string }) {
  const navigate = useNavigate();
  const create = useCreateSquad();
  // A new organisation has nobody else to lead: its owner is filled in, as the only choice.
  const onlyLeadIsMe = options.leads.length === 1 && options.leads[0]?.id === myId;
  const form = useForm<SquadFormValues>({
    initialValues: { ...EMPTY_SQUAD_FORM, leadId: onlyLeadIsMe ? myId : null },
    validate: validateSquad,
  });
  const atLimit = !canAddSquad(options.teamLimit, options.squadCount);

  const submit = form.onSubmit((values) => {
    create.mutate(parseWith(ZCreateSquad, values), {
      onSuccess: () => {
        toast.success(MSG.squads.created);
        void navigate(LIST_PATH);
      },
      onError: (error) => showFailure(error, { form }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {atLimit ? (
          <UpgradeOffer message={MSG.squads.teamLimit(options.teamLimit ?? 0)} />
        ) : (
          <Text size="sm" c="dimmed">
            {UI.usage(options.squadCount, options.teamLimit)}
          </Text>
        )}
        {onlyLeadIsMe && !atLimit ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm">{UI.onlyYouLead}</Text>
              <Anchor component={Link} to="/configuration-settings/permissions" size="sm">
                {UI.goToPermissions}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <SquadFields form={form} options={options} disabled={atLimit} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={LIST_PATH}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={atLimit}>
            {UI.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
