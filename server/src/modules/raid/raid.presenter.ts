import { raidItemCan, raidTypedFieldsOf } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { RaidListRow } from './raid.repository.ts';

/** The id people read and search by: the acronym and its number run together. */
export const acronymIdOf = (row: { acronym: string; acronymNumber: number }) =>
  `${row.acronym}${row.acronymNumber}`;

export function presentRaid({ item, parent, workItem, workItemVisible }: RaidListRow): RaidItem {
  const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    acronymId: acronymIdOf(item),
    status: item.status,
    ...raidTypedFieldsOf(item),
    // Another squad's work item is named only to those who may see it.
    workItem:
      workItem && workItemVisible
        ? { id: workItem.id, acronymId: acronymIdOf(workItem), title: workItem.title }
        : null,
    description: item.description,
    plan: item.plan,
    raisedDate: item.raisedDate,
    dueDate: item.dueDate,
    level: item.level,
    parent: { id: parent.id, acronymId: acronymIdOf(parent), title: parent.title },
    owner: person(item.ownerId, item.ownerName),
    reporter: person(item.reporterId, item.reporterName),
    labels: item.labels,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    can: raidItemCan(),
  };
}
