import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Sprint, SprintConfig, SprintList } from '@squadboard/domain/sprints/sprint.schema';
import { canCreateSquad } from '@squadboard/domain/squads/squad.rules';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ListLoadFailed } from '../../components/list-states.tsx';
import { MadeElsewhere } from '../../components/made-elsewhere.tsx';
import { showFailure } from '../../lib/failures.ts';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { UI } from '../../lib/ui-strings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSetCadence } from './api/set-cadence.ts';
import { useSprintConfig } from './api/sprint-config.ts';
import { useSprintList } from './api/sprint-list.ts';
import { DeleteSprintDialog } from './components/delete-sprint-dialog.tsx';
import { EditSprintDialog } from './components/edit-sprint-dialog.tsx';
import { EnterpriseSprintDialog } from './components/enterprise-sprint-dialog.tsx';
import { SprintTable } from './components/sprint-table.tsx';
import { SquadSprintDialog } from './components/squad-sprint-dialog.tsx';
import { SPRINT_UI } from './sprint-settings-strings.ts';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <ListLoadFailed retryLabel={UI.tryAgain} onRetry={onRetry} />;
}

export function SprintSettingsPage() {
  usePageTitle(SPRINT_UI.title);
  const config = useSprintConfig();

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }} maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {SPRINT_UI.title}
      </Title>
      {config.data ? (
        <SprintSettings config={config.data} />
      ) : config.isError ? (
        <LoadFailed onRetry={() => void config.refetch()} />
      ) : (
        <Center py="xl">
          <Loader aria-label={UI.loading} />
        </Center>
      )}
    </Stack>
  );
}

function SprintSettings({ config }: { config: SprintConfig }) {
  const user = useOptionalSessionUser();
  const enterprise = config.enterpriseCadence;
  const [chosenSquadId, setChosenSquadId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'enterprise' | 'squad' | null>(null);
  const setCadence = useSetCadence();

  // The squad shown: the one chosen, else the first the caller may plan for, else the first.
  const squadId =
    config.squads.find((s) => s.id === chosenSquadId)?.id ??
    config.squads.find((s) => s.canCreate)?.id ??
    config.squads[0]?.id ??
    null;
  const listSquadId = enterprise ? null : squadId;
  const list = useSprintList(listSquadId, enterprise || squadId !== null);
  const creatableSquads = config.squads.filter((s) => s.canCreate);
  const canCreate = enterprise ? Boolean(list.data?.canCreate) : creatableSquads.length > 0;

  const toggle = (checked: boolean) => {
    setCadence.mutate(checked, { onError: (error) => showFailure(error) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Group align="flex-end" gap="lg" wrap="wrap" style={{ flex: 1 }}>
            <Tooltip label={SPRINT_UI.cadenceLocked} disabled={config.canChangeCadence} withArrow>
              <div>
                <Switch
                  label={MSG.sprint.enterpriseCadence}
                  description={enterprise ? SPRINT_UI.cadenceOn : SPRINT_UI.cadenceOff}
                  checked={enterprise}
                  disabled={!config.canChangeCadence || setCadence.isPending}
                  onChange={(event) => toggle(event.currentTarget.checked)}
                  size="md"
                  maw={360}
                />
              </div>
            </Tooltip>
            {enterprise ? null : (
              <Select
                label={SPRINT_UI.squad}
                placeholder={config.squads.length > 0 ? SPRINT_UI.selectSquad : MSG.sprint.noData}
                description={
                  config.squads.length === 0 && user && canCreateSquad(user.role) ? (
                    <MadeElsewhere need="squad" size="xs" />
                  ) : undefined
                }
                data={config.squads.map((s) => ({ value: s.id, label: s.name }))}
                value={squadId}
                onChange={setChosenSquadId}
                nothingFoundMessage={MSG.sprint.noData}
                allowDeselect={false}
                searchable
                w={{ base: '100%', xs: 260 }}
              />
            )}
          </Group>
          <Tooltip
            label={enterprise ? SPRINT_UI.createDisabledEnterprise : SPRINT_UI.createDisabledSquad}
            disabled={canCreate}
            withArrow
          >
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!canCreate}
              onClick={() => setDialog(enterprise ? 'enterprise' : 'squad')}
            >
              {SPRINT_UI.create}
            </Button>
          </Tooltip>
        </Group>
        <SprintListView
          list={list.data}
          isError={list.isError}
          isLoading={list.isFetching && !list.data}
          noSquad={!enterprise && squadId === null}
          canCreate={canCreate}
          onRetry={() => void list.refetch()}
        />
      </Stack>
      {dialog === 'enterprise' ? (
        <EnterpriseSprintDialog
          opened
          onClose={() => setDialog(null)}
          minimumStartDate={list.data?.minimumStartDate}
          nextNumber={list.data?.nextNumber ?? 1}
        />
      ) : null}
      {dialog === 'squad' ? (
        <SquadSprintDialog
          opened
          onClose={() => setDialog(null)}
          squads={creatableSquads}
          defaultSquadId={creatableSquads.find((s) => s.id === squadId)?.id ?? creatableSquads[0]?.id ?? null}
          onCreated={setChosenSquadId}
        />
      ) : null}
    </Paper>
  );
}

interface ListViewProps {
  list: SprintList | undefined;
  isError: boolean;
  isLoading: boolean;
  noSquad: boolean;
  canCreate: boolean;
  onRetry: () => void;
}

function SprintListView({ list, isError, isLoading, noSquad, canCreate, onRetry }: ListViewProps) {
  const [changing, setChanging] = useState<{ sprint: Sprint; action: 'edit' | 'delete' } | null>(null);
  if (noSquad) {
    return (
      <Text c="dimmed" size="sm">
        {MSG.sprint.noData}
      </Text>
    );
  }
  if (isError && !list) {
    return <LoadFailed onRetry={onRetry} />;
  }
  if (isLoading || !list) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={UI.loading} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>{MSG.sprint.count(list.sprints.length)}</Text>
      {list.sprints.length > 0 ? (
        <SprintTable
          sprints={list.sprints}
          today={list.today}
          canManage={list.canCreate}
          onEdit={(sprint) => setChanging({ sprint, action: 'edit' })}
          onDelete={(sprint) => setChanging({ sprint, action: 'delete' })}
        />
      ) : (
        <Paper bg="var(--mantine-color-gray-0)" radius="md" p="lg">
          <Stack gap={4} align="center">
            <Text fw={500}>{SPRINT_UI.empty}</Text>
            {canCreate ? (
              <Text size="sm" c="dimmed">
                {SPRINT_UI.emptyCanCreate}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      )}
      {changing?.action === 'edit' ? (
        <EditSprintDialog sprint={changing.sprint} today={list.today} onClose={() => setChanging(null)} />
      ) : null}
      {changing?.action === 'delete' ? (
        <DeleteSprintDialog
          sprint={changing.sprint}
          others={list.sprints.filter((s) => s.id !== changing.sprint.id && !s.started)}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </Stack>
  );
}
