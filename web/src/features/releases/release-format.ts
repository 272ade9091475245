import type { Milestone, ReleaseStatus } from '@squadboard/domain/releases/release.model';
import { MILESTONES, RELEASE_STATUSES } from '@squadboard/domain/releases/release.model';
import dayjs from 'dayjs';

// How the Release Plan reads and shows its values: dates as d MMM y (spec 001 §9, en-GB:
// '5 Mar 2026'), the filters kept in the address, the badges' and diamonds' colours.

/** The day an ISO timestamp falls on, as 'YYYY-MM-DD' (the timeline's first stage starts there). */
export function dayOf(timestamp: string): string {
  return dayjs(timestamp).format('YYYY-MM-DD');
}

export interface ReleaseFilters {
  /** null: 'All' initiatives. */
  initiativeId: string | null;
  /** null: the default 'Status' (Scheduled, In Progress and At Risk). */
  status: ReleaseStatus | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters and the open release from the address (?initiative=, ?status=, ?release=). */
export function readReleaseParams(params: URLSearchParams): ReleaseFilters & { releaseId: string | null } {
  const initiative = params.get('initiative');
  const release = params.get('release');
  return {
    initiativeId: initiative && UUID.test(initiative) ? initiative : null,
    status: RELEASE_STATUSES.find((status) => status === params.get('status')) ?? null,
    releaseId: release && UUID.test(release) ? release : null,
  };
}

/** The address for `next`, keeping any other parameter of `current`. */
export function releaseParams(
  current: URLSearchParams,
  next: Partial<ReleaseFilters> & { releaseId?: string | null },
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | null | undefined) => {
    if (value === undefined) {
      return;
    }
    if (value === null) {
      params.delete(key);
    } else {
      params.set(key, value);
    }
  };
  set('initiative', next.initiativeId);
  set('status', next.status);
  set('release', next.releaseId);
  return params;
}

/** GET /api/releases's query string for the filters ('' for all initiatives and 'Status'). */
export function listQueryString({ initiativeId, status }: ReleaseFilters): string {
  const params = new URLSearchParams();
  if (initiativeId) {
    params.set('initiativeId', initiativeId);
  }
  if (status) {
    params.set('status', status);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const STATUS_COLOURS: Record<ReleaseStatus, string> = {
  Scheduled: 'gray',
  'In Progress': 'blue',
  'At Risk': 'orange',
  Canceled: 'dark',
  Completed: 'green',
};

/** Spec 001 §2.7: a diamond in bronze, silver or gold. None has no diamond. */
export const MILESTONE_COLOURS: Record<Exclude<Milestone, 'None'>, string> = {
  Bronze: '#b0703a',
  Silver: '#9aa3ad',
  Gold: '#d4a017',
};

export const MILESTONE_CHOICES = [...MILESTONES];
export const STATUS_CHOICES = [...RELEASE_STATUSES];

/** Where `day` falls between `from` and `to`, as a share of the whole (0 to 1). */
export function shareOf(day: string, from: string, to: string): number {
  const whole = dayjs(to).diff(dayjs(from), 'day');
  if (whole <= 0) {
    return 0;
  }
  return Math.min(1, Math.max(0, dayjs(day).diff(dayjs(from), 'day') / whole));
}
