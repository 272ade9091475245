import { Badge, Button, CloseButton, Group, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import type { RaidType } from '@squadboard/domain/raid/raid.model';
import { IconClipboardList, IconDownload, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListEmpty, ListLoadFailed } from '../../components/list-states.tsx';
import { todayIso } from '../../lib/calendar-day.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRaidList } from './api/list-raid.ts';
import { RaidSection, RaidSkeleton } from './components/raid-section.tsx';
import { RaidToolbar } from './components/raid-toolbar.tsx';
import { RiskHeatMap } from './components/risk-heat-map.tsx';
import { RaidDialog } from './dialog/raid-dialog.tsx';
import {
  applyFilters,
  applyHeatCell,
  exportHref,
  filterParams,
  groupByType,
  type HeatSelection,
  hasFilters,
  type RaidFilters,
  readFilters,
} from './raid-format.ts';
import { RAID_UI as UI } from './raid-strings.ts';

// Where the page remembers what a person folded away and whether the heat map is open.
export const SECTIONS_KEY = 'sb-raid-sections';
export const HEAT_MAP_KEY = 'sb-raid-heat-map';
const ALL_EXPANDED: Record<RaidType, boolean> = {
  Risk: true,
  Issue: true,
  Dependency: true,
  Assumption: true,
};

/**
 * /raid and /raid/:id (spec 001 §2.6): the organisation's register of risks, issues, dependencies
 * and assumptions, one collapsible section per type. With an id the item's edit dialog opens at
 * once; closing it comes back to /raid with the same filters. The filters live in the address, so
 * a reload, a shared link and the CSV export all see the same list.
 */
export function RaidPage() {
  usePageTitle(MSG.raid.pageTitle);
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The search box holds its own text so typing never waits for the address to change.
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const filters: RaidFilters = useMemo(() => ({ ...readFilters(params), q }), [params, q]);
  const [creating, setCreating] = useState(false);
  const [cell, setCell] = useState<HeatSelection | null>(null);
  const [expanded, setExpanded] = useLocalStorage<Record<RaidType, boolean>>({
    key: SECTIONS_KEY,
    defaultValue: ALL_EXPANDED,
    getInitialValueInEffect: false,
  });
  const [heatOpen, setHeatOpen] = useLocalStorage({
    key: HEAT_MAP_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const heatMapId = useId();
  const list = useRaidList();
  const today = todayIso();

  const filtered = useMemo(() => applyFilters(list.data ?? [], filters, today), [list.data, filters, today]);
  const shown = useMemo(() => applyHeatCell(filtered, cell), [filtered, cell]);
  const sections = groupByType(shown).filter((section) => section.items.length > 0);

  const changeFilters = (next: RaidFilters) => {
    setQ(next.q);
    setParams(filterParams(next, params), { replace: true });
  };
  const clearAll = () => {
    changeFilters({ filter: 'ALL', status: null, type: null, q: '' });
    setCell(null);
  };
  const closeDialog = () => {
    setCreating(false);
    if (id) {
      void navigate({ pathname: '/raid', search: location.search });
    }
  };
  const create = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {UI.create}
    </Button>
  );

  let content: ReactNode;
  if (list.isPending) {
    content = <RaidSkeleton />;
  } else if (list.isError) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = (
      <ListEmpty
        icon={<IconClipboardList size={28} />}
        title={UI.emptyTitle}
        text={UI.emptyText}
        action={create}
      />
    );
  } else if (sections.length === 0) {
    content = (
      <ListEmpty
        icon={<IconClipboardList size={28} />}
        title={UI.noMatchTitle}
        text={UI.noMatchText}
        action={
          <Button variant="light" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={clearAll}>
            {UI.clearFilters}
          </Button>
        }
      />
    );
  } else {
    content = sections.map((section) => (
      <RaidSection
        key={section.type}
        type={section.type}
        items={section.items}
        expanded={expanded[section.type] ?? true}
        onToggle={() => setExpanded((now) => ({ ...now, [section.type]: !(now[section.type] ?? true) }))}
        today={today}
        search={location.search}
      />
    ));
  }

  const chipName = cell ? UI.heatChip(cell.side, cell.likelihood, cell.consequence) : '';
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader
        title={MSG.raid.pageTitle}
        total={list.data && list.data.length > 0 ? UI.total(shown.length) : null}
        actions={
          <Group gap="sm">
            <Button
              component="a"
              href={exportHref(filters)}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {UI.exportCsv}
            </Button>
            {create}
          </Group>
        }
      />
      <RaidToolbar
        filters={filters}
        onChange={changeFilters}
        heatMapId={heatMapId}
        heatMapOpen={heatOpen}
        onToggleHeatMap={() => setHeatOpen((open) => !open)}
      />
      {cell || hasFilters(filters) ? (
        <Group gap="xs">
          {cell ? (
            <Badge
              size="lg"
              variant="light"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="sm"
                  aria-label={UI.clearHeatCell(chipName)}
                  onClick={() => setCell(null)}
                />
              }
            >
              {chipName}
            </Badge>
          ) : null}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={clearAll}
          >
            {UI.clearFilters}
          </Button>
        </Group>
      ) : null}
      {heatOpen && list.data && list.data.length > 0 ? (
        <RiskHeatMap id={heatMapId} items={filtered} selected={cell} onSelect={setCell} />
      ) : null}
      {content}
      <RaidDialog opened={Boolean(id) || creating} itemId={id ?? null} onClose={closeDialog} />
    </Stack>
  );
}
