import { Button, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconFilterOff, IconPlus, IconRocket } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListEmpty, ListLoadFailed } from '../../components/list-states.tsx';
import { usePortfolio } from '../../entities/work-item/api/portfolio.ts';
import { todayIso } from '../../lib/calendar-day.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReleaseList } from './api/list-releases.ts';
import { CreateReleaseModal, type InitiativeChoice } from './components/create-release-modal.tsx';
import { ReleaseTable } from './components/release-table.tsx';
import { ReleaseTimeline } from './components/release-timeline.tsx';
import { ReleaseToolbar } from './components/release-toolbar.tsx';
import { ReleaseDashboard } from './dashboard/release-dashboard.tsx';
import { type ReleaseFilters, readReleaseParams, releaseParams } from './release-format.ts';
import { RELEASE_UI as UI } from './release-strings.ts';

/** Where the page remembers whether the timeline is open. */
export const TIMELINE_KEY = 'sb-release-timeline';

function ReleaseSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={UI.loading} role="status">
      <Stack gap="sm">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={22} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /release-plan (spec 001 §2.7): tab 1 lists the organisation's releases with their stage dates,
 * filtered by initiative and status; a release's name opens tab 2, its dashboard, kept in the
 * address (?release=) so a reload or a shared link shows it again. Everyone reads; the controls
 * to create, edit, complete and delete are those the server's answer allows (`can`).
 */
export function ReleasePlanPage() {
  usePageTitle(MSG.releases.pageTitle);
  const [params, setParams] = useSearchParams();
  const { initiativeId, status, releaseId } = readReleaseParams(params);
  const filters: ReleaseFilters = useMemo(() => ({ initiativeId, status }), [initiativeId, status]);
  const [creating, setCreating] = useState(false);
  const [timelineOpen, setTimelineOpen] = useLocalStorage({
    key: TIMELINE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const timelineId = useId();
  const portfolio = usePortfolio();
  const list = useReleaseList(filters);
  const canCreate = list.data?.can.create ?? false;
  const initiatives: InitiativeChoice[] = useMemo(
    () =>
      (portfolio.data ?? [])
        .filter((node) => node.level === 'Initiative')
        .map((node) => ({ value: node.id, label: acronymTitle(node.acronymId, node.title) })),
    [portfolio.data],
  );

  const changeFilters = (next: ReleaseFilters) => setParams(releaseParams(params, next), { replace: true });
  const dashboardSearch = (id: string) => `?${releaseParams(params, { releaseId: id }).toString()}`;
  const closeDashboard = () => setParams(releaseParams(params, { releaseId: null }));
  const filtered = initiativeId !== null || status !== null;

  const create = canCreate ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {UI.create}
    </Button>
  ) : null;

  let content: ReactNode;
  if (list.isPending) {
    content = <ReleaseSkeleton />;
  } else if (list.isError) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0 && !filtered) {
    content = (
      <ListEmpty
        icon={<IconRocket size={28} />}
        title={UI.emptyTitle}
        text={canCreate ? UI.emptyText : UI.emptyTextReadOnly}
        action={create}
      />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <ListEmpty
        icon={<IconRocket size={28} />}
        title={UI.noMatchTitle}
        text={UI.noMatchText}
        action={
          <Button
            variant="light"
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={() => changeFilters({ initiativeId: null, status: null })}
          >
            {UI.clearFilters}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ReleaseTable releases={list.data.items} dashboardSearch={dashboardSearch} />
        {timelineOpen ? (
          <ReleaseTimeline id={timelineId} releases={list.data.items} today={todayIso()} />
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader title={MSG.releases.pageTitle} actions={releaseId ? null : create} />
      <Tabs
        value={releaseId ? 'dashboard' : 'list'}
        onChange={(tab) => {
          if (tab === 'list' && releaseId) {
            closeDashboard();
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={UI.tabs} mb="md">
          <Tabs.Tab value="list">{UI.listTab}</Tabs.Tab>
          <Tabs.Tab value="dashboard" disabled={!releaseId}>
            {UI.dashboardTab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <Stack gap="md">
            <ReleaseToolbar
              filters={filters}
              onChange={changeFilters}
              initiatives={initiatives}
              count={list.data ? list.data.items.length : null}
              timelineId={timelineId}
              timelineOpen={timelineOpen}
              onToggleTimeline={() => setTimelineOpen((open) => !open)}
            />
            {content}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="dashboard">
          {releaseId ? <ReleaseDashboard releaseId={releaseId} onClose={closeDashboard} /> : null}
        </Tabs.Panel>
      </Tabs>
      {canCreate ? (
        <CreateReleaseModal
          opened={creating}
          onClose={() => setCreating(false)}
          initiatives={initiatives}
          initiativeId={initiativeId}
        />
      ) : null}
    </Stack>
  );
}
