import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDashboardRisks } from '../api/dashboard-risks.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock, MoreCount } from './dashboard-block.tsx';
import { DueDate } from './due-line.tsx';

const UI = DASHBOARD_UI.risks;

/** Open RAID items due for review (past, today or within 7 days), mine first; each opens its dialog. */
export function RisksBlock() {
  const query = useDashboardRisks();
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: DASHBOARD_PATHS.raid, label: UI.link }}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={{ text: UI.empty, to: DASHBOARD_PATHS.raid, label: UI.emptyLink }}
    >
      {(data) => (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => (
              <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={DASHBOARD_PATHS.raidItem(item.id)} size="sm" fw={500} truncate>
                    {item.acronymId} {item.title}
                  </Anchor>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" truncate>
                      {item.type} · {item.status}
                      {item.ownerName ? ` · ${item.ownerName}` : ''}
                    </Text>
                    {item.mine ? (
                      <Badge
                        size="xs"
                        variant="outline"
                        tt="none"
                        style={{ flexShrink: 0, overflow: 'visible' }}
                      >
                        {UI.mine}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
                <DueDate date={item.dueDate} overdue={item.overdue} />
              </Group>
            ))}
          </Stack>
          <MoreCount shown={data.items.length} total={data.total} />
        </Stack>
      )}
    </DashboardBlock>
  );
}
