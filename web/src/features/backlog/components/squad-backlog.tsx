import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import { IconDownload, IconFilterOff, IconListDetails, IconSettings } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListEmpty, ListLoadFailed } from '../../../components/list-states.tsx';
import type { SquadChoice } from '../../../entities/squad/api/squad-choices.ts';
import { useStatusConfig } from '../../../entities/work-item/api/status-config.ts';
import { StatusConfigModal } from '../../../entities/work-item/components/status-config-modal.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { useFirstDrawDeferred } from '../../../lib/use-first-draw-deferred.ts';
import { usePlanIntoSprint } from '../api/bulk-change.ts';
import { backlogQueryKey, useBacklog } from '../api/list-backlog.ts';
import { type Placement, useRankWorkItem } from '../api/rank-work-item.ts';
import { type BacklogView, exportCsvHref, isFiltered } from '../backlog-filters.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { selectAllState, toggleAllShown, toggleSelected } from '../bulk-selection.ts';
import { BacklogList } from './backlog-list.tsx';
import { BacklogToolbar, EMPTY_TOOLBAR, type ToolbarValues } from './backlog-toolbar.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { PlanningDnd, type SprintTarget } from './planning-dnd.tsx';
import { QuickAdd } from './quick-add.tsx';
import { SprintPanel } from './sprint-panel.tsx';
import '../backlog.css';

interface SquadBacklogProps {
  squad: SquadChoice;
  /** The page's squad picker, shown under the heading. */
  picker: ReactNode;
}

/** The rows' place while the first page loads: the Select all line, then rows of the real height. */
function LoadingRows() {
  return (
    <Stack gap="md" aria-busy aria-label={UI.loading} role="status" className="backlog-loading">
      <Skeleton h={20} w={140} radius="sm" />
      <div className="backlog-list-box">
        <Stack gap={1}>
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
            <Skeleton key={i} className="backlog-skeleton-row" radius="sm" />
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * One squad's backlog: filters, the ranked rows, the bulk bar and the quick add, with the
 * planning panel beside them (above them in a narrow page) to drop rows onto sprints.
 */
export function SquadBacklog({ squad, picker }: SquadBacklogProps) {
  const [toolbar, setToolbar] = useState<ToolbarValues>(EMPTY_TOOLBAR);
  const [configuring, setConfiguring] = useState(false);
  const [label] = useDebouncedValue(toolbar.label.trim(), 300);
  const [search] = useDebouncedValue(toolbar.search.trim(), 300);
  const view = useMemo<BacklogView>(
    () => ({
      type: toolbar.type,
      statusId: toolbar.statusId,
      ownerId: toolbar.owner?.id ?? null,
      label,
      search,
    }),
    [toolbar.type, toolbar.statusId, toolbar.owner, label, search],
  );
  const backlog = useBacklog(squad.id, view);
  const config = useStatusConfig(squad.id).data ?? DEFAULT_STATUS_CONFIG;
  const queryKey = useMemo(() => backlogQueryKey(squad.id, view), [squad.id, view]);
  const rank = useRankWorkItem(squad.id, queryKey);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A new view starts with nothing ticked: ticks on rows no longer shown would be changed unseen.
  const viewKey = JSON.stringify(view);
  const [selectedFor, setSelectedFor] = useState(viewKey);
  if (selectedFor !== viewKey) {
    setSelectedFor(viewKey);
    setSelected(new Set());
  }

  // A page of rows is a large first draw: React draws it in slices (the loading rows stay up).
  const data = useFirstDrawDeferred(backlog.data);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  // Only items the caller may change can be ticked (item.can.edit, the server's answer).
  const ids = useMemo(() => items.filter((item) => item.can.edit).map((item) => item.id), [items]);
  const total = backlog.data?.pages[0]?.total ?? 0;
  // What is typed counts at once, before the debounce: ranking waits for an unfiltered list.
  const typedFilter = isFiltered({
    ...view,
    label: toolbar.label.trim(),
    search: toolbar.search.trim(),
  });
  const filtered = isFiltered(view) || typedFilter;
  const rankable = !filtered && !backlog.isPlaceholderData;
  const onToggle = useCallback((id: string) => setSelected((current) => toggleSelected(current, id)), []);
  const onMove = useCallback(
    (id: string, place: Placement) => rank(id, place, (error) => showFailure(error)),
    [rank],
  );
  const planInto = usePlanIntoSprint(queryKey);
  const onPlan = useCallback(
    (planned: string[], target: SprintTarget) => {
      setSelected((current) => new Set([...current].filter((id) => !planned.includes(id))));
      planInto(planned, target.sprintId, (error) => showFailure(error));
    },
    [planInto],
  );
  const change = (next: Partial<ToolbarValues>) => setToolbar((current) => ({ ...current, ...next }));
  const allState = selectAllState(selected, ids);

  let content: ReactNode;
  if (backlog.isPending || (!data && !backlog.isError)) {
    content = <LoadingRows />;
  } else if (backlog.isError && !data) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void backlog.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <ListEmpty
        icon={<IconListDetails size={28} />}
        title={filtered ? UI.noMatch : UI.emptyTitle}
        text={filtered ? null : UI.emptyText}
      />
    );
  } else {
    content = (
      <>
        <Checkbox
          label={UI.selectAll}
          checked={allState === 'all'}
          indeterminate={allState === 'some'}
          onChange={() => setSelected((current) => toggleAllShown(current, ids))}
        />
        <BacklogList
          squadName={squad.name}
          items={items}
          total={total}
          selected={selected}
          rankable={rankable}
          busy={backlog.isFetching}
          onToggle={onToggle}
          onMove={onMove}
          more={
            backlog.hasNextPage
              ? {
                  loading: backlog.isFetchingNextPage,
                  failed: backlog.isFetchNextPageError,
                  load: () => void backlog.fetchNextPage(),
                }
              : null
          }
        />
      </>
    );
  }

  return (
    <>
      <ListPageHeader
        title={UI.pageTitle}
        total={backlog.data ? UI.total(total) : null}
        actions={
          // On a phone the buttons take a row of their own: Workflow settings, shown once the
          // squad is known, then never pushes the page down.
          <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
            {squad.can.configure ? (
              <Button
                variant="default"
                leftSection={<IconSettings size={18} aria-hidden />}
                onClick={() => setConfiguring(true)}
              >
                {UI.workflowSettings}
              </Button>
            ) : null}
            <Button
              component="a"
              href={exportCsvHref(squad.id, view)}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {UI.exportCsv}
            </Button>
          </Group>
        }
      />
      {configuring ? <StatusConfigModal squadId={squad.id} onClose={() => setConfiguring(false)} /> : null}
      {picker}
      <PlanningDnd items={items} selected={selected} onPlan={onPlan}>
        <div className="backlog-layout-box">
          <div className="backlog-layout">
            <div className="backlog-main">
              <BacklogToolbar values={toolbar} onChange={change} statuses={config.backlog} />
              {filtered ? (
                <Alert variant="light" color="gray" p="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm">{UI.rankOff}</Text>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconFilterOff size={14} aria-hidden />}
                      onClick={() => setToolbar(EMPTY_TOOLBAR)}
                    >
                      {UI.clearFilters}
                    </Button>
                  </Group>
                </Alert>
              ) : null}
              <BulkBar
                squadId={squad.id}
                selectedIds={[...selected]}
                statuses={config.statuses}
                onDone={() => setSelected(new Set())}
                onClear={() => setSelected(new Set())}
              />
              {content}
              <QuickAdd squadId={squad.id} showsNewRow={!filtered && !backlog.hasNextPage} />
            </div>
            <SprintPanel squad={squad} />
          </div>
        </div>
      </PlanningDnd>
    </>
  );
}
