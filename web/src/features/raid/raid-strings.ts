import type { Consequence, Likelihood } from '@squadboard/domain/raid/raid.model';
import type { RaidFilter } from '@squadboard/domain/raid/raid.rules';

// Interface labels of the RAID register page that the spec does not quote (its quoted strings are
// MSG.raid in domain); kept in one place so e2e tests and screen-reader names agree.

export type HeatSide = 'current' | 'treated';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const RAID_UI = {
  create: 'Create',
  createLabel: 'Create RAID item',
  search: 'Search RAID items',
  filters: 'Quick filters',
  /** Spec 001 §2.6 names the four buttons. */
  filterLabels: {
    ALL: 'All',
    HIGH: 'High Priority',
    OPEN: 'Open Items',
    RECENT: 'Recent',
  } satisfies Record<RaidFilter, string>,
  statusFilter: 'Status',
  typeFilter: 'Type',
  exportCsv: 'Export CSV',
  tryAgain: 'Try again',
  loading: 'Loading RAID items',
  emptyTitle: 'No RAID items yet',
  emptyText: 'Log the first risk, issue, dependency or assumption of an initiative or project.',
  noMatchTitle: 'No RAID items match',
  noMatchText: 'Try another search or filter.',
  clearFilters: 'Clear filters',
  total: (count: number) => plural(count, 'item', 'items'),
  // Sections and rows.
  sectionToggle: (type: string, count: number) => `${type}, ${plural(count, 'item', 'items')}`,
  sectionTable: (type: string) => `${type} items`,
  columns: {
    title: 'Title',
    status: 'Overall Status',
    dueDate: 'Due Date',
    priority: 'Priority',
    parent: 'Initiative/Project',
    owner: 'Owner',
  },
  open: (name: string) => `Open ${name}`,
  noDueDate: 'No date',
  noPriority: 'None',
  noOwner: 'Unassigned',
  overdue: 'Overdue',
  /** The overdue badge's title: what it means, for a pointer user. */
  overdueHint: 'The due date has passed while the item is open.',
  // The risk heat map (beyond the spec).
  heatMap: 'Risk heat map',
  heatIntro: 'Open risks of the list below, by likelihood and consequence. Choose a cell to list its risks.',
  heatSides: { current: 'Current', treated: 'Treated' } satisfies Record<HeatSide, string>,
  likelihood: 'Likelihood',
  consequence: 'Consequence',
  heatCell: (side: HeatSide, likelihood: Likelihood, consequence: Consequence, count: number) =>
    `${side === 'current' ? 'Current' : 'Treated'}: ${likelihood} × ${consequence}, ${plural(count, 'risk', 'risks')}`,
  heatChip: (side: HeatSide, likelihood: Likelihood, consequence: Consequence) =>
    `${side === 'current' ? 'Current' : 'Treated'}: ${likelihood} × ${consequence}`,
  clearHeatCell: (name: string) => `Remove filter ${name}`,
  heatBands: { low: 'Low', medium: 'Medium', high: 'High', extreme: 'Extreme' },
} as const;
