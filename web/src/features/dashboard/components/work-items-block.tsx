import { Anchor, Group, Stack, Text } from '@mantine/core';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import {
  isPlainClick,
  useOpenWorkItem,
  workItemPagePath,
} from '../../../entities/work-item/open-work-item.tsx';
import { useDashboardWorkItems } from '../api/dashboard-work-items.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock, MoreCount } from './dashboard-block.tsx';

const UI = DASHBOARD_UI.workItems;

/** My work items in my squads' running sprints; each opens in the Edit Work Item dialog. */
export function WorkItemsBlock() {
  const query = useDashboardWorkItems();
  const openWorkItem = useOpenWorkItem();
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: DASHBOARD_PATHS.activeSprint, label: UI.link }}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={{ text: UI.empty, to: DASHBOARD_PATHS.backlog, label: UI.emptyLink }}
    >
      {(data) => (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => (
              <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <KindIcon kind={item.type} size={18} />
                  <Stack gap={0} miw={0}>
                    <Anchor
                      href={workItemPagePath(item.id)}
                      size="sm"
                      fw={500}
                      truncate
                      aria-label={UI.open(item.acronymId, item.title)}
                      onClick={(event) => {
                        // A plain click opens the dialog over the dashboard; with a modifier, a new tab.
                        if (isPlainClick(event)) {
                          event.preventDefault();
                          openWorkItem(item.id);
                        }
                      }}
                    >
                      {item.acronymId} {item.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate>
                      {item.squadName} · {item.sprintName}
                    </Text>
                  </Stack>
                </Group>
                <StatusBadge statusId={item.statusId} />
              </Group>
            ))}
          </Stack>
          <MoreCount shown={data.items.length} total={data.total} />
        </Stack>
      )}
    </DashboardBlock>
  );
}
