import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { sprintProgressPercent } from '@squadboard/domain/dashboard/dashboard.rules';
import { Link } from 'react-router';
import { useDashboardSprints } from '../api/dashboard-sprints.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock, MoreCount } from './dashboard-block.tsx';

const UI = DASHBOARD_UI.sprints;

/** Each visible squad's running sprint: dates, done of total with a bar, days left. */
export function SprintsBlock() {
  const query = useDashboardSprints();
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: DASHBOARD_PATHS.activeSprint, label: UI.link }}
      query={query}
      isEmpty={(data) => data.sprints.length === 0}
      empty={{ text: UI.empty, to: DASHBOARD_PATHS.backlog, label: UI.emptyLink }}
    >
      {(data) => (
        <Stack gap="md">
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.sprints.map((sprint) => {
              const percent = sprintProgressPercent(sprint.doneItems, sprint.totalItems);
              return (
                <Stack component="li" key={sprint.squadId} gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Anchor
                      component={Link}
                      to={DASHBOARD_PATHS.squadSprint(sprint.squadId)}
                      size="sm"
                      fw={500}
                      truncate
                    >
                      {sprint.squadName} · {sprint.sprintName}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {sprint.daysLeft === 0 ? UI.lastDay : UI.daysLeft(sprint.daysLeft)}
                    </Text>
                  </Group>
                  {/* The root carries the progressbar role (as in portfolio-progress.tsx): aria-valuetext
                      on Progress itself lands on a role-less element, which axe refuses. */}
                  <Progress.Root
                    role="progressbar"
                    aria-label={UI.progressLabel(sprint.squadName)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={UI.done(sprint.doneItems, sprint.totalItems)}
                  >
                    <Progress.Section
                      value={percent}
                      color={percent === 100 ? 'green' : 'blue'}
                      withAria={false}
                    />
                  </Progress.Root>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs">{UI.done(sprint.doneItems, sprint.totalItems)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDisplayDate(sprint.startDate)} – {formatDisplayDate(sprint.endDate)}
                    </Text>
                  </Group>
                </Stack>
              );
            })}
          </Stack>
          <MoreCount shown={data.sprints.length} total={data.total} />
        </Stack>
      )}
    </DashboardBlock>
  );
}
