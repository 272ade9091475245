import { MSG, personName } from '@squadboard/domain';
import { dueDateProblem } from '@squadboard/domain/actions/action.rules';
import {
  canManageRegister,
  removedLabelInUse,
  statusesForFilter,
} from '@squadboard/domain/actions/register.rules';
import {
  type ItemComment,
  REGISTER_LIMITS,
  REGISTER_MSG,
  type Register,
  type RegisterItem,
  type RegisterListQuery,
  type RegisterPage,
  type RegisterStatus,
  type RegisterStatusChange,
  type SaveRegister,
  type SaveRegisterItem,
  STATUS_CHANGE_VERB,
} from '@squadboard/domain/actions/register.schema';
import type { RegisterItemCommentRow, RegisterItemRow, RegisterRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { RegisterCaller, RegistersRepository, RegisterWithCounts } from './registers.repository.ts';

// Project action registers (spec 001 §2.3 "Project view"): list, create, edit, archive and
// soft-delete registers; list, add and edit their items with comments. Every change runs in one
// transaction holding the register's row lock, so a status label is never removed while an
// item takes it and the item limit holds.

export type RegistersService = ReturnType<typeof createRegistersService>;

const notFound = () => new AppError('REGISTER_NOT_FOUND', 404, MSG.generic.notFound);
const forbidden = () => new AppError('FORBIDDEN', 403, MSG.generic.forbidden);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', 400, message, { fields: { [field]: message } });

export function presentRegister(row: RegisterWithCounts, caller: RegisterCaller): Register {
  const { register } = row;
  return {
    id: register.id,
    name: register.name,
    description: register.description,
    ownerId: register.ownerId,
    ownerName: register.ownerName,
    // Deleted registers are never presented.
    status: register.status as RegisterStatus,
    createdOn: register.createdOn,
    statuses: register.statuses,
    openCount: row.openCount,
    closedCount: row.closedCount,
    canManage: canManageRegister(caller, register),
  };
}

function presentComment(row: RegisterItemCommentRow): ItemComment {
  return { id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

export function presentItem(row: RegisterItemRow, comments: RegisterItemCommentRow[]): RegisterItem {
  return {
    id: row.id,
    registerId: row.registerId,
    title: row.title,
    description: row.description,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    projectId: row.projectId,
    // Projects come with the portfolio; until then no item has one.
    projectName: null,
    comments: comments.map(presentComment),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns an item save writes (the new comment goes to its own table). */
function itemFields(input: SaveRegisterItem, ownerName: string) {
  const { comment: _comment, ...fields } = input;
  return { ...fields, ownerName };
}

export function createRegistersService(deps: { repo: RegistersRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerNameOf(r: RegistersRepository, customerId: string, ownerId: string): Promise<string> {
    const owner = await r.owner(customerId, ownerId);
    if (!owner) {
      throw invalid('ownerId', REGISTER_MSG.ownerNotFound);
    }
    return personName(owner);
  }

  /** The register, locked, if the caller may manage it. */
  async function lockManaged(
    r: RegistersRepository,
    caller: RegisterCaller,
    id: string,
  ): Promise<RegisterRow> {
    const register = await r.lock(caller.customerId, id);
    if (!register) {
      throw notFound();
    }
    if (!canManageRegister(caller, register)) {
      throw forbidden();
    }
    return register;
  }

  async function presentFound(r: RegistersRepository, caller: RegisterCaller, id: string): Promise<Register> {
    const found = await r.find(caller.customerId, id);
    if (!found) {
      throw notFound();
    }
    return presentRegister(found, caller);
  }

  /** Checks what an item save depends on and returns the owner's name to store. */
  async function checkItem(
    r: RegistersRepository,
    caller: RegisterCaller,
    register: RegisterRow,
    input: SaveRegisterItem,
    current?: RegisterItemRow,
  ): Promise<string> {
    if (!register.statuses.includes(input.status)) {
      throw invalid('status', REGISTER_MSG.itemStatusUnknown);
    }
    // Edits keep the action rule: never earlier than the current due date; unchanged is fine.
    const dueProblem =
      current && input.dueDate === current.dueDate
        ? null
        : dueDateProblem(input.dueDate, now(), current ? current.dueDate : undefined);
    if (dueProblem) {
      throw invalid('dueDate', dueProblem);
    }
    return current && input.ownerId === current.ownerId
      ? current.ownerName
      : ownerNameOf(r, caller.customerId, input.ownerId);
  }

  /** Adds the save's comment, if it has one, and presents the item with all its comments. */
  async function finishItem(
    r: RegistersRepository,
    caller: RegisterCaller,
    item: RegisterItemRow,
    comment: string,
  ): Promise<RegisterItem> {
    if (comment) {
      const author = await r.person(caller.customerId, caller.id);
      await r.insertComment({
        itemId: item.id,
        authorId: caller.id,
        authorName: author ? personName(author) : '',
        body: comment,
      });
    }
    return presentItem(item, await r.comments([item.id]));
  }

  return {
    async list(caller: RegisterCaller, query: RegisterListQuery): Promise<RegisterPage> {
      const { rows, total } = await repo.list(caller.customerId, statusesForFilter(query.status), query);
      return {
        items: rows.map((row) => presentRegister(row, caller)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(caller: RegisterCaller, input: SaveRegister): Promise<Register> {
      return repo.transaction(async (tx) => {
        const ownerName = await ownerNameOf(tx, caller.customerId, input.ownerId);
        const register = await tx.insert({
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
        return presentRegister({ register, openCount: 0, closedCount: 0 }, caller);
      });
    },

    async update(caller: RegisterCaller, id: string, input: SaveRegister): Promise<Register> {
      return repo.transaction(async (tx) => {
        const register = await lockManaged(tx, caller, id);
        const inUse = removedLabelInUse(register.statuses, input.statuses, await tx.usedStatuses(id));
        if (inUse !== null) {
          throw invalid('statuses', REGISTER_MSG.statusInUse(inUse));
        }
        const ownerName =
          input.ownerId === register.ownerId
            ? register.ownerName
            : await ownerNameOf(tx, caller.customerId, input.ownerId);
        await tx.update(id, { ...input, ownerName });
        return presentFound(tx, caller, id);
      });
    },

    /** Spec §7 changeRegisterStatus: the menu's Archive (not twice) and Delete (soft). */
    async changeStatus(caller: RegisterCaller, id: string, change: RegisterStatusChange): Promise<string> {
      return repo.transaction(async (tx) => {
        const register = await lockManaged(tx, caller, id);
        if (change.status === 'Archive' && register.status === 'Archive') {
          throw new AppError('REGISTER_STATE', 409, REGISTER_MSG.statusChangeFailed('archive'));
        }
        await tx.update(id, { status: change.status });
        return REGISTER_MSG.statusChanged(STATUS_CHANGE_VERB[change.status]);
      });
    },

    async items(caller: RegisterCaller, registerId: string): Promise<RegisterItem[]> {
      if (!(await repo.find(caller.customerId, registerId))) {
        throw notFound();
      }
      const items = await repo.items(registerId);
      const comments = await repo.comments(items.map((i) => i.id));
      return items.map((item) =>
        presentItem(
          item,
          comments.filter((c) => c.itemId === item.id),
        ),
      );
    },

    /** Anyone of the organisation may add an item to a register they can see. */
    async createItem(
      caller: RegisterCaller,
      registerId: string,
      input: SaveRegisterItem,
    ): Promise<RegisterItem> {
      return repo.transaction(async (tx) => {
        const register = await tx.lock(caller.customerId, registerId);
        if (!register) {
          throw notFound();
        }
        const ownerName = await checkItem(tx, caller, register, input);
        if ((await tx.itemCount(registerId)) >= REGISTER_LIMITS.itemsPerRegister) {
          throw new AppError('REGISTER_FULL', 409, REGISTER_MSG.itemsFull);
        }
        const item = await tx.insertItem({
          customerId: caller.customerId,
          registerId,
          ...itemFields(input, ownerName),
          retroActionId: null,
          createdBy: caller.id,
        });
        return finishItem(tx, caller, item, input.comment);
      });
    },

    async updateItem(
      caller: RegisterCaller,
      registerId: string,
      itemId: string,
      input: SaveRegisterItem,
    ): Promise<RegisterItem> {
      return repo.transaction(async (tx) => {
        const register = await tx.lock(caller.customerId, registerId);
        const current = register && (await tx.item(caller.customerId, registerId, itemId));
        if (!register || !current) {
          throw new AppError('REGISTER_ITEM_NOT_FOUND', 404, MSG.generic.notFound);
        }
        const ownerName = await checkItem(tx, caller, register, input, current);
        const item = await tx.updateItem(itemId, itemFields(input, ownerName));
        return finishItem(tx, caller, item, input.comment);
      });
    },
  };
}
