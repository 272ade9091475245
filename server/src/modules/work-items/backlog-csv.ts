import { toCsv } from '@squadboard/domain/common/csv';
import { statusName } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';

const HEADER = [
  'Rank',
  'ID',
  'Type',
  'Title',
  'Status',
  'Priority',
  'Severity',
  'Owner',
  'Labels',
  'Planned start',
  'Planned end',
  'Effort (hours)',
  'Size',
  'Blocked',
];

/** The backlog as it is ranked, one row per item. */
export function backlogCsv(items: readonly WorkItem[]): string {
  return toCsv(
    HEADER,
    items.map((item, index) => [
      index + 1,
      item.acronymId,
      item.type,
      item.title,
      statusName(item.statusId),
      item.priority,
      item.type === 'Bug' ? item.severity : null,
      item.ownerName,
      item.labels.join('; '),
      item.plannedStart,
      item.plannedEnd,
      item.effortHours,
      item.size,
      item.blocked ? 'Yes' : 'No',
    ]),
  );
}
