import { Alert, Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import type { ReleaseDashboard as Dashboard } from '@squadboard/domain/releases/release.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconAlertTriangle, IconRocket } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/calendar-day.ts';
import { useReleaseDashboard } from '../api/release-dashboard.ts';
import { MilestoneDiamond, ReleaseStatusBadge } from '../components/release-badges.tsx';
import { dayOf } from '../release-format.ts';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';
import { ItemsTable } from './items-table.tsx';
import { StatusTable, TeamsTable } from './stage-tables.tsx';
import { StageTimeline } from './stage-timeline.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { useRefreshAfterSaves } from './use-refresh-after-saves.ts';
import './release-dashboard.css';

// Tab 2 of the Release Plan, the release dashboard (spec 001 §2.7): one release's epics, stories
// and bugs (the work items whose release version names it), counted by squad and stage, then
// listed five a page. Beyond the spec: the stages whose date passed with work behind, and the
// stages on a timeline against today. An id opens the Edit Work Item dialog over the dashboard;
// a save there refreshes it.

export interface ReleaseDashboardProps {
  releaseId: string;
  /** The close icon: back to the release list. */
  onClose: () => void;
}

function Header({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={6} miw={0}>
        {title}
        {children}
      </Stack>
      <CloseButton size="lg" aria-label={UI.close} onClick={onClose} />
    </Group>
  );
}

function Risks({ risks }: { risks: Dashboard['risks'] }) {
  if (risks.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" aria-label={UI.risks} role="group">
      {risks.map((risk) => (
        <Alert
          key={risk.stage}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="release-risk"
        >
          {MSG.releases.atRisk(risk.label, formatDayMonthYear(risk.date) ?? risk.date, risk.open)}
        </Alert>
      ))}
    </Stack>
  );
}

function Loaded({ data, headingId, onClose }: { data: Dashboard; headingId: string; onClose: () => void }) {
  const { release, summary } = data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a release replaces the list under the pointer: take the keyboard and screen reader
  // to its name, once per release (a refresh after a save leaves focus where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the release shown, not the ref
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [release.id]);
  const empty = summary.epics + summary.stories + summary.bugs === 0;
  return (
    <>
      <Header
        onClose={onClose}
        title={
          <Title order={2} id={headingId} ref={headingRef} tabIndex={-1} className="release-dashboard-title">
            {release.name}
          </Title>
        }
      >
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <Text span size="sm" c="dimmed">
              {UI.status}
            </Text>
            <ReleaseStatusBadge status={release.status} />
          </Group>
          {/* The diamond's own name says 'Milestone: Gold'; the words beside it are for the eye. */}
          <Group gap={6} wrap="nowrap">
            <Text span size="sm" c="dimmed" aria-hidden>
              {UI.milestone}
            </Text>
            <MilestoneDiamond milestone={release.milestone} />
            {release.milestone === 'None' ? null : (
              <Text span size="sm" aria-hidden>
                {release.milestone}
              </Text>
            )}
          </Group>
          <Text span size="sm" c="dimmed">
            {release.initiative.acronymId} - {release.initiative.title}
          </Text>
        </Group>
      </Header>
      <Risks risks={data.risks} />
      <Paper withBorder radius="md" p="md" component="section" aria-label={UI.timeline}>
        <StageTimeline
          dates={release}
          startedOn={dayOf(release.createdAt)}
          today={todayIso()}
          atRisk={data.risks.map((risk) => risk.stage)}
        />
      </Paper>
      {empty ? (
        <ListEmpty
          icon={<IconRocket size={28} />}
          title={UI.emptyTitle}
          text={UI.emptyText(
            release.name,
            acronymTitle(release.initiative.acronymId, release.initiative.title),
          )}
        />
      ) : (
        <>
          <SummaryCards summary={summary} />
          {/* Side by side only when the squad table's seven columns still fit beside the bars. */}
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" verticalSpacing="md">
            <TeamsTable teams={data.teams} />
            <StatusTable status={data.status} />
          </SimpleGrid>
          <ItemsTable kind="Epic" items={data.epics} />
          <ItemsTable kind="Story" items={data.stories} />
          <ItemsTable kind="Bug" items={data.bugs} />
        </>
      )}
    </>
  );
}

export function ReleaseDashboard({ releaseId, onClose }: ReleaseDashboardProps) {
  const dashboard = useReleaseDashboard(releaseId);
  useRefreshAfterSaves(releaseId);
  const headingId = useId();
  const { data, error } = dashboard;
  const gone = error instanceof ApiError && error.status === 404;

  let content: ReactNode;
  if (gone) {
    content = (
      <>
        <Header onClose={onClose} title={null} />
        <Paper withBorder radius="md">
          <Stack align="center" gap="sm" py="xl" px="md">
            <Text role="alert">{MSG.releases.notFound}</Text>
            <Button variant="light" onClick={onClose}>
              {UI.backToList}
            </Button>
          </Stack>
        </Paper>
      </>
    );
  } else if (data) {
    // Kept on screen while a refresh runs or fails: the last answer is still the best one.
    content = <Loaded data={data} headingId={headingId} onClose={onClose} />;
  } else if (dashboard.isPending) {
    content = (
      <>
        <Header onClose={onClose} title={null} />
        <ListLoading label={UI.loading} />
      </>
    );
  } else {
    content = (
      <>
        <Header onClose={onClose} title={null} />
        <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={data && !gone ? headingId : undefined}
      aria-label={data && !gone ? undefined : UI.region}
      aria-busy={dashboard.isFetching}
      data-testid="release-dashboard"
    >
      {content}
    </Stack>
  );
}
