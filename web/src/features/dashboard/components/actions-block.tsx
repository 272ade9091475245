import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DashboardAction } from '@squadboard/domain/dashboard/dashboard.schema';
import { Link } from 'react-router';
import { useDashboardActions } from '../api/dashboard-actions.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock, MoreCount } from './dashboard-block.tsx';
import { DueDate } from './due-line.tsx';

const UI = DASHBOARD_UI.actions;

function ActionList({ heading, items, total }: { heading: string; items: DashboardAction[]; total: number }) {
  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {heading}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI.noneOfKind}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={DASHBOARD_PATHS.actions} size="sm" fw={500} truncate>
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {item.context} · {item.status}
                </Text>
              </Stack>
              <DueDate date={item.dueDate} overdue={item.overdue} />
            </Group>
          ))}
        </Stack>
      )}
      <MoreCount shown={items.length} total={total} />
    </Stack>
  );
}

/** My open retro actions and register items, soonest due first, overdue marked. */
export function ActionsBlock() {
  const query = useDashboardActions();
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: DASHBOARD_PATHS.actions, label: UI.link }}
      query={query}
      isEmpty={(data) => data.actions.length === 0 && data.registerItems.length === 0}
      empty={{ text: UI.empty, to: DASHBOARD_PATHS.actions, label: UI.emptyLink }}
    >
      {(data) => (
        <Stack gap="md">
          <ActionList heading={UI.retroActions} items={data.actions} total={data.actionsTotal} />
          <ActionList heading={UI.registerItems} items={data.registerItems} total={data.registerItemsTotal} />
        </Stack>
      )}
    </DashboardBlock>
  );
}
