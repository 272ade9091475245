import type { Caller } from '@squadboard/domain';
import { MSG, personName } from '@squadboard/domain';
import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/action-registers/action-register.model';
import {
  actionRegisterCan,
  canManageActionRegister,
  removedLabelInUse,
  statusesForFilter,
} from '@squadboard/domain/action-registers/action-register.rules';
import {
  type ActionRegister,
  type ActionRegisterItem,
  type ActionRegisterListQuery,
  type ActionRegisterPage,
  type ActionRegisterStatusChange,
  type ItemComment,
  type RegisterItemListQuery,
  type RegisterItemPage,
  type SaveActionRegister,
  type SaveActionRegisterItem,
  STATUS_CHANGE_VERB,
} from '@squadboard/domain/action-registers/action-register.schema';
import { dueDateProblem, earliestToday } from '@squadboard/domain/actions/action.rules';
import { decodeCursor, encodeCursor } from '@squadboard/domain/common/cursor';
import type { ActionRegisterItemRow, ActionRegisterRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentActionRegister, presentComment, presentItem } from './action-registers.presenter.ts';
import {
  type ActionRegistersRepository,
  ITEM_CURSOR_KINDS,
  itemCursorValues,
} from './action-registers.repository.ts';

// Project action registers (spec 001 §2.3 "Project view"): list, create, edit, archive and
// soft-delete registers; list (a page at a time), add and edit their items with comments. Every change runs in one
// transaction holding the register's row lock, so a status label is never removed while an
// item takes it and the item limit holds.

export type ActionRegistersService = ReturnType<typeof createActionRegistersService>;

/** The columns an item save writes (the new comment goes to its own table). */
function itemFields(input: SaveActionRegisterItem, ownerName: string) {
  const { comment: _comment, ...fields } = input;
  return { ...fields, ownerName };
}

export function createActionRegistersService(deps: {
  repo: ActionRegistersRepository;
  now?: () => Date;
  /** Tells an item's new owner and the people its comment names, after the commit. */
  notifications?: NotificationsService;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerNameOf(
    r: ActionRegistersRepository,
    customerId: string,
    ownerId: string,
  ): Promise<string> {
    const owner = await r.owner(customerId, ownerId);
    if (!owner) {
      throw invalidField('ownerId', MSG.actionRegisters.ownerNotFound);
    }
    return personName(owner);
  }

  /** The register, locked, if the caller may manage it. */
  async function lockManaged(
    r: ActionRegistersRepository,
    caller: Caller,
    id: string,
  ): Promise<ActionRegisterRow> {
    const actionRegister = await r.lock(caller.customerId, id);
    if (!actionRegister) {
      throw appError('ACTION_REGISTER_NOT_FOUND');
    }
    if (!canManageActionRegister(caller, actionRegister)) {
      throw appError('ACTION_REGISTER_FORBIDDEN');
    }
    return actionRegister;
  }

  async function presentFound(
    r: ActionRegistersRepository,
    caller: Caller,
    id: string,
  ): Promise<ActionRegister> {
    const found = await r.find(caller.customerId, id);
    if (!found) {
      throw appError('ACTION_REGISTER_NOT_FOUND');
    }
    return presentActionRegister(found, caller);
  }

  /** Checks what an item save depends on and returns the owner's name to store. */
  async function checkItem(
    r: ActionRegistersRepository,
    caller: Caller,
    actionRegister: ActionRegisterRow,
    input: SaveActionRegisterItem,
    current?: ActionRegisterItemRow,
  ): Promise<string> {
    if (!actionRegister.statuses.includes(input.status)) {
      throw invalidField('status', MSG.actionRegisters.itemStatusUnknown);
    }
    if (input.projectId && !(await r.project(caller.customerId, input.projectId))) {
      throw invalidField('projectId', MSG.actionRegisters.projectNotFound);
    }
    // Edits keep the action rule: never earlier than the current due date; unchanged is fine.
    const dueProblem =
      current && input.dueDate === current.dueDate
        ? null
        : dueDateProblem(input.dueDate, earliestToday(now()), current ? current.dueDate : undefined);
    if (dueProblem) {
      throw invalidField('dueDate', dueProblem);
    }
    return current && input.ownerId === current.ownerId
      ? current.ownerName
      : ownerNameOf(r, caller.customerId, input.ownerId);
  }

  /** Adds the save's comment, if it has one, and presents the item with its comment count. */
  async function finishItem(
    r: ActionRegistersRepository,
    caller: Caller,
    item: ActionRegisterItemRow,
    comment: string,
  ): Promise<ActionRegisterItem> {
    if (comment) {
      const author = await r.person(caller.customerId, caller.id);
      await r.insertComment({
        itemId: item.id,
        authorId: caller.id,
        authorName: author ? personName(author) : '',
        body: comment,
      });
    }
    const projects = await r.projectLabels(caller.customerId, item.projectId ? [item.projectId] : []);
    return presentItem(item, await r.commentCount(item.id), projects.get(item.projectId ?? '') ?? null);
  }

  /** After an item save committed: its new owner, and "@First Last" in the save's comment. */
  async function tellItem(
    caller: Caller,
    item: ActionRegisterItem,
    beforeOwner: string | null,
    comment: string,
  ): Promise<ActionRegisterItem> {
    const subject = { kind: 'action_register_item' as const, id: item.id, title: item.title };
    await deps.notifications?.assigned(caller, beforeOwner, item.ownerId, subject);
    if (comment) {
      await deps.notifications?.mentionedInText(caller, comment, subject);
    }
    return item;
  }

  return {
    async list(caller: Caller, query: ActionRegisterListQuery): Promise<ActionRegisterPage> {
      const { rows, total } = await repo.list(caller.customerId, statusesForFilter(query.status), query);
      return {
        items: rows.map((row) => presentActionRegister(row, caller)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(caller: Caller, input: SaveActionRegister): Promise<ActionRegister> {
      return repo.transaction(async (tx) => {
        const ownerName = await ownerNameOf(tx, caller.customerId, input.ownerId);
        const actionRegister = await tx.insert({
          customerId: caller.customerId,
          name: input.name,
          description: input.description,
          ownerId: input.ownerId,
          ownerName,
          status: input.status,
          createdOn: input.createdOn,
          statuses: input.statuses,
          createdBy: caller.id,
        });
        return presentActionRegister({ actionRegister, openCount: 0, closedCount: 0 }, caller);
      });
    },

    async update(caller: Caller, id: string, input: SaveActionRegister): Promise<ActionRegister> {
      return repo.transaction(async (tx) => {
        const actionRegister = await lockManaged(tx, caller, id);
        const inUse = removedLabelInUse(actionRegister.statuses, input.statuses, await tx.usedStatuses(id));
        if (inUse !== null) {
          throw invalidField('statuses', MSG.actionRegisters.statusInUse(inUse));
        }
        const ownerName =
          input.ownerId === actionRegister.ownerId
            ? actionRegister.ownerName
            : await ownerNameOf(tx, caller.customerId, input.ownerId);
        await tx.update(id, { ...input, ownerName });
        return presentFound(tx, caller, id);
      });
    },

    /** Spec §7 changeRegisterStatus: the menu's Archive (not twice) and Delete (soft). */
    async changeStatus(caller: Caller, id: string, change: ActionRegisterStatusChange): Promise<string> {
      return repo.transaction(async (tx) => {
        const actionRegister = await lockManaged(tx, caller, id);
        // The same rule that offers Archive (actionRegisterCan): never twice.
        if (change.status === 'Archive' && !actionRegisterCan(caller, actionRegister).archive) {
          throw appError('ACTION_REGISTER_STATE');
        }
        await tx.update(id, { status: change.status });
        return MSG.actionRegisters.statusChanged(STATUS_CHANGE_VERB[change.status]);
      });
    },

    /** A page of a register's items (search, filter, cursor), each with its comment count. */
    async items(
      caller: Caller,
      actionRegisterId: string,
      query: RegisterItemListQuery,
    ): Promise<RegisterItemPage> {
      let after: (string | number)[] | null = null;
      if (query.after !== undefined) {
        after = decodeCursor(query.after, query.filter, ITEM_CURSOR_KINDS[query.filter]);
        if (!after) {
          throw invalidField('after', MSG.actions.listPositionInvalid);
        }
      }
      const view = { filter: query.filter, search: query.search, meId: caller.id, limit: query.limit };
      const page = await repo.items(caller.customerId, actionRegisterId, view, after);
      if (!page) {
        throw appError('ACTION_REGISTER_NOT_FOUND');
      }
      const { rows, more, total } = page;
      const last = rows.at(-1);
      const projects = await repo.projectLabels(
        caller.customerId,
        rows.flatMap((row) => (row.item.projectId ? [row.item.projectId] : [])),
      );
      return {
        items: rows.map((row) =>
          presentItem(row.item, row.commentCount, projects.get(row.item.projectId ?? '') ?? null),
        ),
        total,
        nextCursor: more && last ? encodeCursor(query.filter, itemCursorValues(query.filter, last)) : null,
      };
    },

    /** An item's comments, oldest first: loaded when the item is opened. */
    async comments(caller: Caller, actionRegisterId: string, itemId: string): Promise<ItemComment[]> {
      const found =
        (await repo.exists(caller.customerId, actionRegisterId)) &&
        (await repo.item(caller.customerId, actionRegisterId, itemId));
      if (!found) {
        throw appError('ACTION_REGISTER_ITEM_NOT_FOUND');
      }
      return (await repo.comments(itemId)).map(presentComment);
    },

    /** Anyone of the organisation may add an item to a register they can see. */
    async createItem(
      caller: Caller,
      actionRegisterId: string,
      input: SaveActionRegisterItem,
    ): Promise<ActionRegisterItem> {
      const saved = await repo.transaction(async (tx) => {
        const actionRegister = await tx.lock(caller.customerId, actionRegisterId);
        if (!actionRegister) {
          throw appError('ACTION_REGISTER_NOT_FOUND');
        }
        const ownerName = await checkItem(tx, caller, actionRegister, input);
        if ((await tx.itemCount(actionRegisterId)) >= ACTION_REGISTER_LIMITS.itemsPerActionRegister) {
          throw appError('ACTION_REGISTER_FULL');
        }
        const item = await tx.insertItem({
          customerId: caller.customerId,
          actionRegisterId,
          ...itemFields(input, ownerName),
          retroActionId: null,
          createdBy: caller.id,
        });
        return finishItem(tx, caller, item, input.comment);
      });
      return tellItem(caller, saved, null, input.comment);
    },

    async updateItem(
      caller: Caller,
      actionRegisterId: string,
      itemId: string,
      input: SaveActionRegisterItem,
    ): Promise<ActionRegisterItem> {
      let beforeOwner: string | null = null;
      const saved = await repo.transaction(async (tx) => {
        const actionRegister = await tx.lock(caller.customerId, actionRegisterId);
        const current = actionRegister && (await tx.item(caller.customerId, actionRegisterId, itemId));
        if (!actionRegister || !current) {
          throw appError('ACTION_REGISTER_ITEM_NOT_FOUND');
        }
        beforeOwner = current.ownerId;
        const ownerName = await checkItem(tx, caller, actionRegister, input, current);
        const item = await tx.updateItem(itemId, itemFields(input, ownerName));
        return finishItem(tx, caller, item, input.comment);
      });
      return tellItem(caller, saved, beforeOwner, input.comment);
    },
  };
}
