import { Paper, Progress, Table, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { DASHBOARD_STAGES, type DashboardStage } from '@squadboard/domain/releases/release.model';
import type { ReleaseDashboard } from '@squadboard/domain/releases/release.schema';
import { useId } from 'react';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

// The two epic tables of the dashboard (spec 001 §2.7 tab 2): each squad's epics per stage, and
// the epics per stage with their share of the whole as a bar. The counts come from the server
// (release.rules squadStageCounts, participatingStatus); these only lay them out.

/** One colour per stage, shared by the bars; the stage's name is always beside it. */
export const STAGE_COLOURS: Record<DashboardStage, string> = {
  New: 'gray',
  Refinement: 'violet',
  Design: 'indigo',
  Delivery: 'blue',
  Testing: 'orange',
  Done: 'green',
};

function Section({ title, children }: { title: string; children: (headingId: string) => React.ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} miw={0}>
      <Title order={3} fz="md" id={id} mb="sm">
        {title}
      </Title>
      {children(id)}
    </Paper>
  );
}

export function TeamsTable({ teams }: { teams: ReleaseDashboard['teams'] }) {
  return (
    <Section title={MSG.releases.dashboard.teams}>
      {(headingId) =>
        teams.length === 0 ? (
          <Text size="sm" c="dimmed">
            {UI.noTeams}
          </Text>
        ) : (
          // Seven columns do not fit a phone: the table scrolls inside its card instead of the page,
          // and the keyboard can scroll it too (focusable, named after the table).
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            tabIndex={0}
            role="group"
            aria-labelledby={headingId}
          >
            <Table aria-labelledby={headingId} striped highlightOnHover fz="sm" className="release-num-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{UI.squad}</Table.Th>
                  {DASHBOARD_STAGES.map((stage) => (
                    <Table.Th scope="col" key={stage.name}>
                      {stage.squadColumn}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teams.map((team) => (
                  <Table.Tr key={team.squadId ?? ''} data-testid="team-row">
                    <Table.Th scope="row" fw={600}>
                      {team.squadName}
                    </Table.Th>
                    {DASHBOARD_STAGES.map((stage) => (
                      <Table.Td key={stage.name}>{team.counts[stage.name]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </Section>
  );
}

export function StatusTable({ status }: { status: ReleaseDashboard['status'] }) {
  const columns = UI.statusColumns;
  return (
    <Section title={MSG.releases.dashboard.status}>
      {(headingId) => (
        <Table aria-labelledby={headingId} fz="sm" className="release-status-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.status}</Table.Th>
              <Table.Th scope="col">{columns.count}</Table.Th>
              <Table.Th scope="col">{columns.percentage}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.rows.map((row) => (
              <Table.Tr key={row.stage} data-testid="status-row">
                <Table.Th scope="row" fw={500}>
                  {row.stage}
                </Table.Th>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>
                  <div className="release-bar">
                    <Progress
                      value={row.percentage}
                      color={STAGE_COLOURS[row.stage as DashboardStage]}
                      size="lg"
                      radius="sm"
                      aria-label={UI.percentOf(row.stage, row.percentage)}
                      className="release-bar-track"
                    />
                    <Text span size="sm" className="release-bar-value">
                      {row.percentage}%
                    </Text>
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="status-total">
              <Table.Th scope="row">{UI.total}</Table.Th>
              <Table.Th>{status.total}</Table.Th>
              <Table.Th>
                <span className="release-bar-value">{status.total === 0 ? 0 : 100}%</span>
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Section>
  );
}
