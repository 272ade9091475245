import {
  RAID_STATUSES,
  RAID_TYPES,
  type RaidPriority,
  type RaidStatus,
  type RaidType,
} from '@squadboard/domain/raid/raid.model';
import {
  formatRaidDate as formatDomainDate,
  type HeatCell,
  inHeatCell,
  matchesRaidQuery,
  RAID_FILTERS,
  type RaidFilter,
} from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { HeatSide } from './raid-strings.ts';

// Pure helpers of the RAID register page: how dates read, which colour marks a status, priority or
// heat band, and how the page's filters (kept in the address) narrow the list with the domain's
// rules. The rules themselves are domain/src/raid/raid.rules.ts; nothing here restates them.

/**
 * Spec 001 §9: RAID dates read dd-MM-YYYY (05-12-2026), as the domain writes them for the CSV too;
 * nothing for a missing date or one that is not the API's YYYY-MM-DD.
 */
export function formatRaidDate(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDomainDate(value) : null;
}

/**
 * Spec 001 §4: 'In Treatment' displays like In Progress, and Accepted has a badge of its own. The
 * icon name is resolved by the badge component.
 */
export type StatusLook = 'new' | 'progress' | 'accepted' | 'complete' | 'cancelled' | 'hold';

export const STATUS_LOOK: Record<RaidStatus, StatusLook> = {
  New: 'new',
  'In Progress': 'progress',
  'In Treatment': 'progress',
  Accepted: 'accepted',
  Complete: 'complete',
  Cancelled: 'cancelled',
  'On Hold': 'hold',
};

export const STATUS_COLOURS: Record<StatusLook, string> = {
  new: 'blue',
  progress: 'orange',
  accepted: 'grape',
  complete: 'green',
  cancelled: 'gray',
  hold: 'yellow',
};

/** Spec 001 §2.6: red for High, amber for Medium, green for Low. */
export const PRIORITY_COLOURS: Record<RaidPriority, string> = {
  High: 'red',
  Medium: 'orange',
  Low: 'green',
};

// ── The page's filters ──────────────────────────────────────────────────────────────────────

export interface RaidFilters {
  filter: RaidFilter;
  status: RaidStatus | null;
  type: RaidType | null;
  q: string;
}

export interface HeatSelection {
  side: HeatSide;
  likelihood: HeatCell['likelihood'];
  consequence: HeatCell['consequence'];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The filters as the address holds them; anything unknown reads as its neutral value. */
export function readFilters(params: URLSearchParams): RaidFilters {
  return {
    filter: oneOf(RAID_FILTERS, params.get('filter')) ?? 'ALL',
    status: oneOf(RAID_STATUSES, params.get('status')),
    type: oneOf(RAID_TYPES, params.get('type')),
    q: params.get('q') ?? '',
  };
}

/**
 * The filters as a query string, neutral values left out: the page's address and the CSV
 * export's (ZRaidExportQuery takes the same names). Keeps any other parameter of `base`.
 */
export function filterParams(filters: RaidFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    if (value) {
      params.set(name, value);
    } else {
      params.delete(name);
    }
  };
  set('filter', filters.filter === 'ALL' ? null : filters.filter);
  set('status', filters.status);
  set('type', filters.type);
  set('q', filters.q.trim() || null);
  return params;
}

/** GET /api/raid.csv with the page's filters. */
export function exportHref(filters: RaidFilters): string {
  const query = filterParams(filters).toString();
  return query ? `/api/raid.csv?${query}` : '/api/raid.csv';
}

export function hasFilters(filters: RaidFilters): boolean {
  return (
    filters.filter !== 'ALL' || filters.status !== null || filters.type !== null || filters.q.trim() !== ''
  );
}

/** The register narrowed by the search, the filter buttons, the status and the type. */
export function applyFilters(items: readonly RaidItem[], filters: RaidFilters, today: string): RaidItem[] {
  return items.filter((item) => matchesRaidQuery(item, filters, today));
}

/** Only the risks in the chosen heat-map cell, when one is chosen. */
export function applyHeatCell(items: readonly RaidItem[], cell: HeatSelection | null): RaidItem[] {
  return cell ? items.filter((item) => inHeatCell(item, cell.side, cell)) : [...items];
}

/** The list per type, in the spec's section order (Risk, Issue, Dependency, Assumption). */
export function groupByType(items: readonly RaidItem[]): { type: RaidType; items: RaidItem[] }[] {
  return RAID_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) }));
}

/** "PAYR3 - Supplier delay": the title cell (spec 001 §2.6). */
export function raidName(item: Pick<RaidItem, 'acronymId' | 'title'>): string {
  return `${item.acronymId} - ${item.title}`;
}
