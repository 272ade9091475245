import { formatDisplayDate } from '../common/calendar-date.ts';
import type { Can } from '../common/can.ts';
import {
  CONSEQUENCES,
  type Consequence,
  type Impact,
  LIKELIHOODS,
  type Likelihood,
  NON_RISK_STATUSES,
  OPEN_RAID_STATUSES,
  RAID_STATUSES,
  RAID_TYPE_LETTERS,
  type RaidLevel,
  type RaidPriority,
  type RaidStatus,
  type RaidType,
  type RelatesTo,
  type Relation,
  type RiskFlag,
  type RiskType,
} from './raid.model.ts';

// The RAID register's rules (spec 001 §2.6, §4, §5) as pure functions: the server enforces them,
// the web uses the same ones to decide what to show.

/** The fields whose presence depends on the type (spec 001 §2.6 "Create/edit modal"). */
export interface RaidTypedFields {
  priority: RaidPriority | null;
  impact: Impact | null;
  currentLikelihood: Likelihood | null;
  currentConsequence: Consequence | null;
  treatedLikelihood: Likelihood | null;
  treatedConsequence: Consequence | null;
  riskType: RiskType | null;
  flag: RiskFlag | null;
  certainty: RaidPriority | null;
  relatesTo: RelatesTo | null;
  workItemId: string | null;
  relation: Relation | null;
}
export type RaidTypedField = keyof RaidTypedFields;

const SHOWN: Record<RaidType, readonly RaidTypedField[]> = {
  Risk: [
    'priority',
    'impact',
    'currentLikelihood',
    'currentConsequence',
    'treatedLikelihood',
    'treatedConsequence',
    'riskType',
    'flag',
  ],
  Issue: ['priority', 'impact', 'currentConsequence'],
  Assumption: ['priority', 'impact', 'certainty'],
  // Priority and Impact are hidden for a Dependency; its Relationship tab holds the rest.
  Dependency: ['relatesTo', 'workItemId', 'relation'],
};

/** Whether the form shows (and the server keeps) `field` for an item of `type`. */
export function raidFieldShown(type: RaidType, field: RaidTypedField): boolean {
  return SHOWN[type].includes(field);
}

/** Every typed field empty: what a type starts from before its defaults. */
export const NO_RAID_TYPED_FIELDS: RaidTypedFields = {
  priority: null,
  impact: null,
  currentLikelihood: null,
  currentConsequence: null,
  treatedLikelihood: null,
  treatedConsequence: null,
  riskType: null,
  flag: null,
  certainty: null,
  relatesTo: null,
  workItemId: null,
  relation: null,
};

/**
 * Spec 001 §4 "RAID defaults when a type is chosen": what the form holds after choosing `type`,
 * every field the type does not show cleared. Level (Initiative) and status (New) are the form's
 * own defaults, not the type's.
 */
export function raidDefaults(type: RaidType): RaidTypedFields {
  switch (type) {
    case 'Risk':
      return {
        ...NO_RAID_TYPED_FIELDS,
        priority: 'Low',
        impact: 'None',
        currentLikelihood: 'Unlikely',
        currentConsequence: 'Very low',
        treatedLikelihood: 'Unlikely',
        treatedConsequence: 'Very low',
        riskType: 'None',
        flag: 'Green',
      };
    case 'Issue':
      return { ...NO_RAID_TYPED_FIELDS, priority: 'Low', impact: 'None', currentConsequence: 'Very low' };
    case 'Assumption':
      return { ...NO_RAID_TYPED_FIELDS, priority: 'Low', impact: 'None', certainty: 'Low' };
    case 'Dependency':
      return { ...NO_RAID_TYPED_FIELDS, relatesTo: 'Feature', relation: 'None' };
  }
}

const TYPED_FIELDS = Object.keys(NO_RAID_TYPED_FIELDS) as RaidTypedField[];

/** The typed fields of an item or a form, and nothing else. */
export function raidTypedFieldsOf(values: RaidTypedFields): RaidTypedFields {
  return Object.fromEntries(
    TYPED_FIELDS.map((field) => [field, values[field]]),
  ) as unknown as RaidTypedFields;
}

/** The type's fields as sent, every field the type does not show stored as null. */
export function keepShownFields(type: RaidType, values: RaidTypedFields): RaidTypedFields {
  const kept = { ...NO_RAID_TYPED_FIELDS };
  for (const field of SHOWN[type]) {
    // A field the type shows keeps its value (or null when left empty).
    (kept as Record<RaidTypedField, unknown>)[field] = values[field];
  }
  return kept;
}

export const RAID_FORM_DEFAULTS = { level: 'Initiative' as RaidLevel, status: 'New' as RaidStatus };

/** The statuses an item of `type` may take; any of them on edit (spec 001 §4: no restrictions). */
export function raidStatusesFor(type: RaidType): readonly RaidStatus[] {
  return type === 'Risk' ? RAID_STATUSES : NON_RISK_STATUSES;
}

/** Spec 001 §3: the parent portfolio node's acronym and the type's letter, e.g. PAYS + R = PAYSR. */
export function raidAcronymPrefix(parentAcronym: string, type: RaidType): string {
  return `${parentAcronym}${RAID_TYPE_LETTERS[type]}`;
}

/**
 * What a caller may do with a RAID item. Spec 001 §6: 'No role-based hiding of buttons is
 * visible', so every member of the organisation edits every item it sees (nothing deletes one).
 */
export function raidItemCan(): Can<'edit'> {
  return { edit: true };
}

// ── The list ────────────────────────────────────────────────────────────────────────────────

export const RAID_FILTERS = ['ALL', 'HIGH', 'OPEN', 'RECENT'] as const;
export type RaidFilter = (typeof RAID_FILTERS)[number];

export interface RaidListFields {
  type: RaidType;
  title: string;
  acronymId: string;
  status: RaidStatus;
  priority: RaidPriority | null;
  /** 'YYYY-MM-DD'. */
  raisedDate: string;
  /** The treatment due date (Risk) or next review date (others), 'YYYY-MM-DD'. */
  dueDate: string | null;
}

export function isOpenRaidStatus(status: RaidStatus): boolean {
  return OPEN_RAID_STATUSES.includes(status);
}

/** Raised in the current or the previous calendar month of `today` ('YYYY-MM-DD'). */
export function isRecentlyRaised(raisedDate: string, today: string): boolean {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const raisedMonth = raisedDate.slice(0, 7);
  return raisedMonth === today.slice(0, 7) || raisedMonth === previous;
}

/** The four filter buttons (spec 001 §4 "RAID filters"). */
export function matchesRaidFilter(item: RaidListFields, filter: RaidFilter, today: string): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'HIGH':
      return item.priority === 'High';
    case 'OPEN':
      return isOpenRaidStatus(item.status);
    case 'RECENT':
      return isRecentlyRaised(item.raisedDate, today);
  }
}

/** Spec 001 §2.6: the title or the acronym id contains the text, whatever the case. */
export function matchesRaidSearch(item: Pick<RaidListFields, 'title' | 'acronymId'>, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return (
    wanted === '' ||
    item.title.toLowerCase().includes(wanted) ||
    item.acronymId.toLowerCase().includes(wanted)
  );
}

/** Spec 001 §9: RAID dates read dd-MM-YYYY (05-03-2028), in the list and the CSV export alike. */
export function formatRaidDate(date: string): string {
  return formatDisplayDate(date).replaceAll('/', '-');
}

/** The page's whole query: the search, a filter button, a status and a type, each optional. */
export interface RaidQuery {
  filter?: RaidFilter | undefined;
  status?: RaidStatus | null | undefined;
  type?: RaidType | null | undefined;
  q?: string | undefined;
}

/** Whether an item passes the page's query: the register page and its CSV export alike. */
export function matchesRaidQuery(item: RaidListFields, query: RaidQuery, today: string): boolean {
  return (
    matchesRaidSearch(item, query.q ?? '') &&
    matchesRaidFilter(item, query.filter ?? 'ALL', today) &&
    (!query.status || item.status === query.status) &&
    (!query.type || item.type === query.type)
  );
}

/** Beyond the spec: a review or treatment date that has passed while the item is still open. */
export function isRaidOverdue(item: Pick<RaidListFields, 'status' | 'dueDate'>, today: string): boolean {
  return item.dueDate !== null && item.dueDate < today && isOpenRaidStatus(item.status);
}

// ── The risk heat map (beyond the spec) ─────────────────────────────────────────────────────

export interface HeatCell {
  likelihood: Likelihood;
  consequence: Consequence;
  count: number;
  /** 1 (Unlikely × Very low) to 20 (Almost Certain × Extreme): the cell's colour. */
  score: number;
}

/** Rows from the most likely down, columns from the mildest consequence up, as risk maps read. */
export type HeatMap = HeatCell[][];

export interface HeatMapRisk {
  type: RaidType;
  status: RaidStatus;
  currentLikelihood: Likelihood | null;
  currentConsequence: Consequence | null;
  treatedLikelihood: Likelihood | null;
  treatedConsequence: Consequence | null;
}

export function riskScore(likelihood: Likelihood, consequence: Consequence): number {
  return (LIKELIHOODS.indexOf(likelihood) + 1) * (CONSEQUENCES.indexOf(consequence) + 1);
}

/** Low, medium, high or extreme, by score: the cell's colour band. */
export function riskBand(score: number): 'low' | 'medium' | 'high' | 'extreme' {
  if (score >= 15) {
    return 'extreme';
  }
  if (score >= 8) {
    return 'high';
  }
  return score >= 4 ? 'medium' : 'low';
}

/**
 * The open risks counted per likelihood × consequence, as they stand now (`current`) or once
 * treated (`treated`). A risk without both values on that side is not placed.
 */
export function riskHeatMap(items: readonly HeatMapRisk[], side: 'current' | 'treated'): HeatMap {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.type !== 'Risk' || !isOpenRaidStatus(item.status)) {
      continue;
    }
    const likelihood = side === 'current' ? item.currentLikelihood : item.treatedLikelihood;
    const consequence = side === 'current' ? item.currentConsequence : item.treatedConsequence;
    if (likelihood && consequence) {
      const key = `${likelihood}|${consequence}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...LIKELIHOODS].reverse().map((likelihood) =>
    CONSEQUENCES.map((consequence) => ({
      likelihood,
      consequence,
      count: counts.get(`${likelihood}|${consequence}`) ?? 0,
      score: riskScore(likelihood, consequence),
    })),
  );
}

/** Whether a risk sits in a heat-map cell (a click on the cell filters the list by this). */
export function inHeatCell(
  item: HeatMapRisk,
  side: 'current' | 'treated',
  cell: Pick<HeatCell, 'likelihood' | 'consequence'>,
): boolean {
  if (item.type !== 'Risk' || !isOpenRaidStatus(item.status)) {
    return false;
  }
  return side === 'current'
    ? item.currentLikelihood === cell.likelihood && item.currentConsequence === cell.consequence
    : item.treatedLikelihood === cell.likelihood && item.treatedConsequence === cell.consequence;
}
