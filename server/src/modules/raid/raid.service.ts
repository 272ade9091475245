import { type Caller, MSG, personName } from '@squadboard/domain';
import { todayFor } from '@squadboard/domain/common/calendar-date';
import type { RelatesTo } from '@squadboard/domain/raid/raid.model';
import {
  keepShownFields,
  matchesRaidQuery,
  raidAcronymPrefix,
  raidItemCan,
  raidStatusesFor,
} from '@squadboard/domain/raid/raid.rules';
import type {
  CreateRaid,
  RaidExportQuery,
  RaidItem,
  RaidWorkItemChoices,
  UpdateRaid,
} from '@squadboard/domain/raid/raid.schema';
import type { NewRaidRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { sanitizeDescription } from '../comments/rich-text.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { acronymIdOf, presentRaid } from './raid.presenter.ts';
import type { RaidRepository } from './raid.repository.ts';
import { raidCsv } from './raid-csv.ts';

// The RAID register: risks, assumptions, issues and dependencies under an Initiative
// or a Project. Any member of the organisation lists, raises and edits them (spec 001 §6: no
// role-based hiding); the rules are domain's (raid.rules.ts), each write one transaction.

export type RaidService = ReturnType<typeof createRaidService>;

/** How a RAID item is named in notifications and mails: "WEBR1 - Vendor delay". */
export const raidSubjectTitle = (item: Pick<RaidItem, 'acronymId' | 'title'>) =>
  `${item.acronymId} - ${item.title}`;

export function createRaidService(deps: {
  repo: RaidRepository;
  now?: () => Date;
  /** Tells a new owner after the commit. */
  notifications?: NotificationsService;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function nameOf(
    r: RaidRepository,
    caller: Caller,
    field: 'ownerId' | 'reporterId',
    id: string | null,
  ): Promise<string | null> {
    if (!id) {
      return null;
    }
    const person = await r.assignable(caller.customerId, id);
    if (!person) {
      throw invalidField(
        field,
        field === 'ownerId' ? MSG.workItems.ownerNotFound : MSG.workItems.reporterNotFound,
      );
    }
    return personName(person);
  }

  /**
   * The row's fields from the form, checked: the parent at the chosen level, the people, the
   * type's fields only, a Dependency's work item under the parent, the dates in order. The
   * work item a saved item already points at is kept without the visibility check, so someone
   * who cannot see it may still edit the rest.
   */
  async function checkedFields(
    r: RaidRepository,
    caller: Caller,
    input: CreateRaid & { raisedDate: string },
    kept: { workItemId: string | null } | null,
  ) {
    const parent = await r.parentAt(caller.customerId, input.parentId, input.level);
    if (!parent) {
      throw invalidField('parentId', MSG.raid.parentInvalid);
    }
    const typed = keepShownFields(input.type, input);
    if (typed.workItemId) {
      const found = await checkWorkItem(r, caller, parent.id, typed.relatesTo, typed.workItemId, kept);
      if (!found) {
        throw invalidField('workItemId', MSG.raid.workItemInvalid);
      }
    }
    if (input.dueDate && input.dueDate < input.raisedDate) {
      throw invalidField('dueDate', MSG.raid.dueBeforeRaised);
    }
    const fields = {
      type: input.type,
      title: input.title,
      ...typed,
      description: sanitizeDescription(input.description),
      plan: sanitizeDescription(input.plan),
      raisedDate: input.raisedDate,
      dueDate: input.dueDate,
      level: input.level,
      parentId: parent.id,
      ownerId: input.ownerId,
      ownerName: await nameOf(r, caller, 'ownerId', input.ownerId),
      reporterId: input.reporterId,
      reporterName: await nameOf(r, caller, 'reporterId', input.reporterId),
      labels: input.labels,
    } satisfies Partial<NewRaidRow>;
    return { fields, parent };
  }

  async function checkWorkItem(
    r: RaidRepository,
    caller: Caller,
    parentId: string,
    relatesTo: RelatesTo | null,
    workItemId: string,
    kept: { workItemId: string | null } | null,
  ): Promise<boolean> {
    if (!relatesTo) {
      return false;
    }
    // The one already chosen is checked as the whole organisation's (its place and type still
    // matter); a new choice must also be one the caller may see.
    const anySquad = kept?.workItemId === workItemId;
    return !!(await r.workItemUnder(caller, parentId, relatesTo, workItemId, { anySquad }));
  }

  async function presented(caller: Caller, id: string): Promise<RaidItem> {
    const [row] = await repo.listRows(caller, id);
    if (!row) {
      throw appError('RAID_NOT_FOUND');
    }
    return presentRaid(row);
  }

  async function list(caller: Caller): Promise<RaidItem[]> {
    return (await repo.listRows(caller)).map(presentRaid);
  }

  /** After a save committed: the owner, when set or changed, is told. */
  async function tellOwner(caller: Caller, item: RaidItem, before: string | null): Promise<RaidItem> {
    await deps.notifications?.assigned(caller, before, item.owner?.id ?? null, {
      kind: 'raid_item',
      id: item.id,
      title: raidSubjectTitle(item),
    });
    return item;
  }

  return {
    list,

    get: presented,

    async create(caller: Caller, input: CreateRaid): Promise<RaidItem> {
      const id = await repo.transaction(async (r) => {
        const raisedDate = input.raisedDate ?? todayFor(caller, now());
        // The form's reporter defaults to whoever raises the item (spec 001 §2.6).
        const reporterId = input.reporterId ?? caller.id;
        const { fields, parent } = await checkedFields(r, caller, { ...input, raisedDate, reporterId }, null);
        const acronym = raidAcronymPrefix(parent.acronym, input.type);
        const row = await r.insert({
          ...fields,
          customerId: caller.customerId,
          status: 'New',
          acronym,
          acronymNumber: await r.nextNumber(caller.customerId, acronym),
          createdBy: caller.id,
        });
        return row.id;
      });
      return tellOwner(caller, await presented(caller, id), null);
    },

    async update(caller: Caller, id: string, input: UpdateRaid): Promise<RaidItem> {
      const before = await repo.transaction(async (r) => {
        const item = await r.find(caller.customerId, id, { lock: true });
        if (!item) {
          throw appError('RAID_NOT_FOUND');
        }
        // The rule that offers the edit (every member today, spec 001 §6) also guards it.
        if (!raidItemCan().edit) {
          throw appError('FORBIDDEN');
        }
        if (!raidStatusesFor(input.type).includes(input.status)) {
          throw invalidField('status', MSG.raid.statusInvalid);
        }
        const { fields, parent } = await checkedFields(r, caller, input, item);
        const change: Partial<NewRaidRow> = { ...fields, status: input.status };
        if (input.type !== item.type || parent.id !== item.parentId) {
          // The acronym id names the parent and the type (GRWR3 → GRWI7): a new one by the same rule.
          change.acronym = raidAcronymPrefix(parent.acronym, input.type);
          change.acronymNumber = await r.nextNumber(caller.customerId, change.acronym);
        }
        await r.update(id, change);
        return item.ownerId;
      });
      return tellOwner(caller, await presented(caller, id), before);
    },

    /** Refuses (404) an item that is not the organisation's: its comments and files are its own. */
    async checkAccess(caller: Caller, id: string): Promise<void> {
      if (!(await repo.find(caller.customerId, id))) {
        throw appError('RAID_NOT_FOUND');
      }
    },

    /** A Dependency's work-item choices: `type` under the Project, or the Initiative's Projects. */
    async workItemChoices(caller: Caller, parentId: string, type: RelatesTo): Promise<RaidWorkItemChoices> {
      const rows = await repo.workItemsUnder(caller, parentId, type);
      return { items: rows.map((row) => ({ id: row.id, acronymId: acronymIdOf(row), title: row.title })) };
    },

    /** The register as CSV, filtered as the page filters it (same rules, same order). */
    async exportCsv(caller: Caller, query: RaidExportQuery): Promise<string> {
      const today = todayFor(caller, now());
      return raidCsv(
        (await list(caller)).filter((item) => matchesRaidQuery(item, query, today)),
        today,
      );
    },
  };
}
