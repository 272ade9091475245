import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { canAddSquad } from '@squadboard/domain/squads/squad.rules';
import { ZCreateSquad } from '@squadboard/domain/squads/squads.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { parseWith, zodResolver } from '../../lib/form.ts';
import { showApiError } from '../../lib/show-api-error.ts';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateSquad } from './api/create-squad.ts';
import { useSquadOptions } from './api/squad-options.ts';
import { EMPTY_SQUAD_FORM, SquadFields, type SquadFormValues } from './components/squad-fields.tsx';
import { SQUADS_UI as UI } from './squads-strings.ts';

const LIST_PATH = '/squad/squad-list';

/** /squad/create-squad: Super Admins only (the layout sends other roles to the dashboard). */
export function CreateSquadPage() {
  usePageTitle(UI.createTitle);
  const navigate = useNavigate();
  const options = useSquadOptions();
  const create = useCreateSquad();
  const form = useForm<SquadFormValues>({
    initialValues: EMPTY_SQUAD_FORM,
    validate: zodResolver(ZCreateSquad),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(parseWith(ZCreateSquad, values), {
      onSuccess: () => {
        toast.success(MSG.squads.created);
        void navigate(LIST_PATH);
      },
      onError: (error) => showApiError(error, form),
    });
  });

  const data = options.data;
  const atLimit = data ? !canAddSquad(data.teamLimit, data.squadCount) : false;

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
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {atLimit ? (
                <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
                  {MSG.squads.teamLimit(data.teamLimit ?? 0)}
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  {UI.usage(data.squadCount, data.teamLimit)}
                </Text>
              )}
              {data.leads.length === 0 ? (
                <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
                  <Stack gap={4}>
                    <Text size="sm">{UI.noLeads}</Text>
                    <Anchor component={Link} to="/configuration-settings/permissions" size="sm">
                      {UI.goToPermissions}
                    </Anchor>
                  </Stack>
                </Alert>
              ) : null}
              <SquadFields form={form} options={data} disabled={atLimit} />
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
        )}
      </Paper>
    </Stack>
  );
}
