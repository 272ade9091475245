import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { retroSprintMessages } from '@squadboard/domain/retro/retro-sprint.messages';
import type {
  SprintPanel,
  SprintPanelItem,
  SprintPanelKeyItem,
} from '@squadboard/domain/retro/sprint-panel.schema';
import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconChartLine } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { BurndownChart } from '../../../entities/sprint/components/burndown-chart.tsx';
import { showAckFailure } from '../../../lib/failures.ts';
import { PHONE_QUERY } from '../../../lib/media-queries.ts';
import { SPRINT_PANEL_UI as UI } from './sprint-panel-strings.ts';
import type { useSprintPanel } from './use-sprint-panel.ts';

// The room's Sprint panel: a button in the toolbar, shown once the server said the retro
// has a sprint this person may see (or that the facilitator hid it), and the drawer it opens.

type PanelApi = ReturnType<typeof useSprintPanel>;

/** Whether the toolbar shows the Sprint button: the first answer told of a sprint, or of a hidden panel. */
export function sprintToolShown(api: PanelApi): boolean {
  const { state } = api;
  return state.kind === 'loaded' && (state.panel !== null || state.hidden);
}

export function SprintPanelTool({ api, admin }: { api: PanelApi; admin: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconChartLine size={18} stroke={1.6} />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {UI.button}
      </Button>
      <SprintPanelDrawer api={api} admin={admin} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

export function SprintPanelDrawer({
  api,
  admin,
  opened,
  onClose,
}: {
  api: PanelApi;
  admin: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const { state } = api;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Text fw={700} fz="lg">
          {UI.title}
        </Text>
      }
    >
      {state.kind === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{UI.loading}</Text>
        </Group>
      ) : state.kind === 'failed' ? (
        <Alert color="red" title={UI.failed}>
          <Button size="compact-sm" variant="light" onClick={api.retry}>
            {UI.retry}
          </Button>
        </Alert>
      ) : state.panel === null ? (
        <Text c="dimmed">{state.hidden ? UI.hidden : UI.noSprint}</Text>
      ) : (
        <PanelBody panel={state.panel} hidden={state.hidden} admin={admin} setShown={api.setShown} />
      )}
    </Drawer>
  );
}

function PanelBody({
  panel,
  hidden,
  admin,
  setShown,
}: {
  panel: SprintPanel;
  hidden: boolean;
  admin: boolean;
  setShown: PanelApi['setShown'];
}) {
  const [busy, setBusy] = useState(false);
  const { sprint, figures } = panel;
  const toggle = async (shown: boolean) => {
    setBusy(true);
    try {
      const ack = await setShown(shown);
      if (ack) {
        showAckFailure(ack);
      }
    } finally {
      setBusy(false);
    }
  };
  // Hours and size only when the sprint's items carry them: '3 items', not '3 items · 0 h · 0 size'.
  const withHours = figures.committedHours > 0 || figures.completedHours > 0;
  const withSize = figures.committedSize > 0 || figures.completedSize > 0;
  const line = (items: number, hours: number, size: number) =>
    [
      `${items} ${UI.itemsUnit}`,
      ...(withHours ? [`${hours} ${UI.hoursUnit}`] : []),
      ...(withSize ? [`${size} ${UI.sizeUnit}`] : []),
    ].join(' · ');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="xl">
            {sprint.name}
          </Title>
          <Badge variant="light">{UI.states[sprint.status]}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {retroSprintMessages.dates(sprint.startDate, sprint.endDate)}
        </Text>
      </Stack>
      {admin ? (
        <Stack gap={4}>
          <Switch
            label={UI.showToEveryone}
            checked={!hidden}
            disabled={busy}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
          {hidden ? (
            <Text size="xs" c="dimmed">
              {UI.hiddenForOthers}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        component="dl"
        role="group"
        aria-label={UI.figures}
        m={0}
      >
        <Figure
          label={UI.committed}
          value={line(figures.committedItems, figures.committedHours, figures.committedSize)}
        />
        <Figure
          label={UI.completed}
          value={line(figures.completedItems, figures.completedHours, figures.completedSize)}
        />
        <Figure label={UI.added} value={String(panel.added.count)} />
        <Figure label={UI.removed} value={String(panel.removed.count)} />
        <Figure label={UI.carried} value={String(panel.carried.count)} />
      </SimpleGrid>
      {panel.burndown.length > 0 ? <BurndownChart sprint={asPastSprint(panel)} unit={unitOf(panel)} /> : null}
      <ItemList title={UI.done} panel={panel} items={panel.done} />
      <ItemList title={UI.notDone} panel={panel} items={panel.notDone} />
      {panel.added.count > 0 ? <ItemList title={UI.added} panel={panel} items={panel.added.items} /> : null}
      {panel.removed.count > 0 ? (
        <ItemList title={UI.removed} panel={panel} items={panel.removed.items} />
      ) : null}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </Paper>
  );
}

/** Hours when the sprint's items carry effort, else item counts (as Past Sprints chooses). */
const unitOf = (panel: SprintPanel) =>
  panel.figures.committedHours > 0 || panel.figures.completedHours > 0 ? 'hours' : 'items';

/** The shape the Past Sprints chart draws: the panel's figures and days. */
function asPastSprint(panel: SprintPanel): PastSprint {
  return {
    sprintId: panel.sprint.id,
    name: panel.sprint.name,
    startDate: panel.sprint.startDate,
    endDate: panel.sprint.endDate,
    startedAt: '',
    completedAt: '',
    committedItems: panel.figures.committedItems,
    completedItems: panel.figures.completedItems,
    committedHours: panel.figures.committedHours,
    completedHours: panel.figures.completedHours,
    burndown: panel.burndown,
    retro: null,
  };
}

function ItemList({
  title,
  panel,
  items,
}: {
  title: string;
  panel: SprintPanel;
  items: readonly (SprintPanelItem | SprintPanelKeyItem)[];
}) {
  const titleId = useId();
  const full = panel.view === 'full';
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId} mb={4}>
        {UI.listOf(title, items.length)}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI.none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={full ? 560 : 0}>
          <Table striped aria-labelledby={titleId} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{UI.key}</Table.Th>
                <Table.Th>{UI.itemTitle}</Table.Th>
                {full ? (
                  <>
                    <Table.Th>{UI.type}</Table.Th>
                    <Table.Th>{UI.status}</Table.Th>
                    <Table.Th>{UI.assignee}</Table.Th>
                    <Table.Th>{UI.size}</Table.Th>
                  </>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.key}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.title}</Table.Td>
                  {'type' in item ? (
                    <>
                      <Table.Td>{item.type}</Table.Td>
                      <Table.Td>{item.status}</Table.Td>
                      <Table.Td>{item.assignee ?? UI.unassigned}</Table.Td>
                      <Table.Td>{item.size ?? UI.unassigned}</Table.Td>
                    </>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
