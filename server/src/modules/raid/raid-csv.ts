import { toCsv } from '@squadboard/domain/common/csv';
import { formatRaidDate, isRaidOverdue } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';

const HEADER = [
  'ID',
  'Type',
  'Title',
  'Overall Status',
  'Overdue',
  'Raised Date',
  'Due Date',
  'Priority',
  'Impact',
  'Current Likelihood',
  'Current Consequence',
  'Treated Likelihood',
  'Treated Consequence',
  'Risk Type',
  'Flag',
  'Certainity',
  'Relates To',
  'Work Item',
  'Relation',
  'Level',
  'Initiative/Project',
  'Owner',
  'Reporter',
  'Labels',
];

const date = (value: string | null) => (value ? formatRaidDate(value) : null);

/**
 * The register as the page lists it, one row per item: every typed field (empty where the type
 * does not show it), dates dd-MM-YYYY, and the overdue marker as of `today`.
 */
export function raidCsv(items: readonly RaidItem[], today: string): string {
  return toCsv(
    HEADER,
    items.map((item) => [
      item.acronymId,
      item.type,
      item.title,
      item.status,
      isRaidOverdue(item, today) ? 'Yes' : 'No',
      date(item.raisedDate),
      date(item.dueDate),
      item.priority,
      item.impact,
      item.currentLikelihood,
      item.currentConsequence,
      item.treatedLikelihood,
      item.treatedConsequence,
      item.riskType,
      item.flag,
      item.certainty,
      item.relatesTo,
      item.workItem ? acronymTitle(item.workItem.acronymId, item.workItem.title) : null,
      item.relation,
      item.level,
      acronymTitle(item.parent.acronymId, item.parent.title),
      item.owner?.name,
      item.reporter?.name,
      item.labels.join('; '),
    ]),
  );
}
