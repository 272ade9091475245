import type { Caller } from '@squadboard/domain';
import { MSG } from '@squadboard/domain';
import type { UpdateWorkItem, WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { WorkItemRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { sanitizeDescription } from '../comments/rich-text.ts';
import { escapeHtml } from '../mail/mail-templates.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WorkItemEvents } from './work-item-events.ts';
import type { WorkItemsRepository } from './work-items.repository.ts';

// What the work-item services share about a change beyond access and the workflow
// (work-item-access.ts): the sprint an item may join, an edit's fields, and telling the live
// sprint boards once the change committed.

/**
 * Refuses a sprint the item's squad may not use: neither its own nor the organisation's
 * enterprise sprint (as not found, the refusal every sprint field has had), or, when the item
 * `joins` it (a new sprint, or a new squad), one that squad has already completed.
 */
export async function checkSprintChoice(
  r: WorkItemsRepository,
  caller: Caller,
  sprintId: string,
  squadId: string | null,
  joins: boolean,
): Promise<void> {
  if (!(await r.sprintFor(caller.customerId, sprintId, squadId))) {
    throw invalidField('sprintId', MSG.generic.notFound);
  }
  if (joins && squadId && (await r.sprintClosed(sprintId, squadId))) {
    throw appError('SPRINT_CLOSED');
  }
}

/**
 * Tells the sprint boards of the item's squad now and, when it moved, of its squad before.
 * Called after the commit with the item as the route answers it; a listener's failure is logged
 * by the signal, never the change's. An item of no squad is on no board, so nobody is told.
 */
export function tellChanged(events: WorkItemEvents | undefined, item: WorkItem, before: string | null): void {
  const squadIds = [item.squadId, before].filter((id, i, all): id is string => !!id && all.indexOf(id) === i);
  if (squadIds.length > 0) {
    events?.emitChanged({ item, squadIds });
  }
}

/** How a work item is named in notifications and mails: "PAYS12 - Pay by card". */
export const workItemSubjectTitle = (item: Pick<WorkItem, 'acronymId' | 'title'>) =>
  `${item.acronymId} - ${item.title}`;

/**
 * After a change committed: a new owner is told of the assignment, and the owner of
 * the releases it gained (only while the organisation's 'Release Tagging' is on, which the
 * notifications service checks). `before` is the item as it was; null for a new one.
 */
export async function tellPeople(
  notifications: NotificationsService | undefined,
  caller: Caller,
  item: Pick<WorkItem, 'id' | 'acronymId' | 'title' | 'ownerId' | 'releaseVersions'>,
  before: Pick<WorkItemRow, 'ownerId' | 'releaseVersions'> | null,
): Promise<void> {
  if (!notifications) {
    return;
  }
  const subject = { kind: 'work_item' as const, id: item.id, title: workItemSubjectTitle(item) };
  await notifications.assigned(caller, before?.ownerId ?? null, item.ownerId, subject);
  await notifications.releaseTagged(
    caller,
    item.ownerId,
    before?.releaseVersions ?? [],
    item.releaseVersions,
    subject,
  );
}

const DESCRIPTION_FIELDS = ['narrative', 'outcome', 'actualResult', 'expectedResult'] as const;

/** The edit with its rich-text fields as they will be stored: the browser's HTML is never kept as sent. */
export function withCleanDescriptions(change: UpdateWorkItem): UpdateWorkItem {
  const clean = { ...change };
  for (const field of DESCRIPTION_FIELDS) {
    const html = change[field];
    if (html !== undefined) {
      clean[field] = sanitizeDescription(html);
    }
  }
  return clean;
}

/**
 * Plain text (a retro card's) as a rich-text description: a paragraph per line, every
 * character escaped, then through the one allowlist like any description. Null when blank.
 */
export function descriptionOfText(text: string): string | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return sanitizeDescription(lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''));
}

/** The fields an edit changed, in words for the history ("Title, Priority"). */
export function changedFields(before: WorkItemRow, change: UpdateWorkItem): string[] {
  return (
    Object.entries(change)
      .filter(([key, value]) => JSON.stringify(before[key as keyof WorkItemRow]) !== JSON.stringify(value))
      // ownerId → Owner, impactedSquadIds → Impacted Squads.
      .map(([key]) => key.replace(/Id$/, '').replace(/Ids$/, 's'))
      .map((key) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()))
  );
}
