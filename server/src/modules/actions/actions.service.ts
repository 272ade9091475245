import type { Caller } from '@squadboard/domain';
import { initialsOf, MSG, personName } from '@squadboard/domain';
import {
  canDeleteAction,
  closingOf,
  dueDateProblem,
  earliestToday,
} from '@squadboard/domain/actions/action.rules';
import type {
  Action,
  ActionListQuery,
  ActionOwner,
  ActionPage,
  CreateAction,
  UpdateAction,
} from '@squadboard/domain/actions/action.schema';
import type { ActionReviews } from '@squadboard/domain/actions/action-review.schema';
import { decodeCursor, encodeCursor } from '@squadboard/domain/common/cursor';
import type { ActionRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentAction } from './actions.presenter.ts';
import { ACTION_CURSOR_KINDS, type ActionsRepository, actionCursorValues } from './actions.repository.ts';

// Retrospective actions (spec 001 §2.3): raise, list, edit, soft-delete; and the action a retro
// admin converts from a card (spec 002 §4), in the board's transaction.

export type ActionsService = ReturnType<typeof createActionsService>;

export function createActionsService(deps: {
  repo: ActionsRepository;
  now?: () => Date;
  /** Tells a new owner after the commit; none inside another module's transaction. */
  notifications?: NotificationsService;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerNameOf(r: ActionsRepository, customerId: string, ownerId: string): Promise<string> {
    const owner = await r.owner(customerId, ownerId);
    if (!owner) {
      throw invalidField('ownerId', MSG.actions.ownerNotFound);
    }
    return personName(owner);
  }

  /** Creates an action in `r`'s transaction; the caller has checked the squad. */
  async function insertAction(
    r: ActionsRepository,
    input: Omit<CreateAction, 'squadId'> & {
      customerId: string;
      squadId: string;
      createdBy: string;
      retroId?: string | null;
      cardId?: string | null;
    },
  ): Promise<ActionRow> {
    const dueProblem = dueDateProblem(input.dueDate, earliestToday(now()), undefined);
    if (dueProblem) {
      throw invalidField('dueDate', dueProblem);
    }
    const ownerName = await ownerNameOf(r, input.customerId, input.ownerId);
    const number = await r.nextNumber(input.customerId);
    return r.insert(
      {
        customerId: input.customerId,
        squadId: input.squadId,
        retroId: input.retroId ?? null,
        cardId: input.cardId ?? null,
        title: input.title,
        description: input.description,
        ownerId: input.ownerId,
        ownerName,
        status: input.status,
        priority: input.priority,
        dueDate: input.dueDate,
        ...(closingOf(null, input.status, now()) ?? { closedAt: null, closedAs: null }),
        createdBy: input.createdBy,
      },
      number,
    );
  }

  return {
    insertAction,

    /** Numbered pages (`page`) as the spec's pager shows them, or the rows after a cursor (`after`). */
    async list(caller: Caller, query: ActionListQuery): Promise<ActionPage> {
      let after: (string | number)[] | null = null;
      if (query.after !== undefined) {
        after = decodeCursor(query.after, query.sort, ACTION_CURSOR_KINDS[query.sort]);
        if (!after) {
          throw invalidField('after', MSG.actions.listPositionInvalid);
        }
      }
      const [{ rows, more }, total] = await Promise.all([
        repo.list(caller, query, after),
        repo.count(caller, query),
      ]);
      const last = rows.at(-1);
      return {
        items: rows.map((row) => presentAction(row, caller)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        nextCursor: more && last ? encodeCursor(query.sort, actionCursorValues(query.sort, last)) : null,
      };
    },

    async owners(caller: Caller, q: string): Promise<ActionOwner[]> {
      const rows = await repo.owners(caller.customerId, q);
      return rows.map((u) => ({
        id: u.id,
        name: personName(u),
        email: u.email,
        initials: initialsOf(u.firstName, u.lastName, u.email),
      }));
    },

    async create(caller: Caller, input: CreateAction): Promise<Action> {
      const action = await repo.transaction(async (tx) => {
        const squad = await tx.squad(caller, input.squadId);
        if (!squad) {
          throw invalidField('squadId', MSG.actions.squadRequired);
        }
        const row = await insertAction(tx, { ...input, customerId: caller.customerId, createdBy: caller.id });
        return presentAction(
          { action: row, squadName: squad.name, squadLeadId: squad.leadId, retroTitle: null },
          caller,
        );
      });
      await deps.notifications?.assigned(caller, null, action.ownerId, {
        kind: 'action',
        id: action.id,
        title: action.title,
      });
      return action;
    },

    async update(caller: Caller, id: string, input: UpdateAction): Promise<Action> {
      const found = await repo.find(caller, id);
      if (!found) {
        throw appError('ACTION_NOT_FOUND');
      }
      const dueProblem =
        input.dueDate === found.action.dueDate
          ? null
          : dueDateProblem(input.dueDate, earliestToday(now()), found.action.dueDate);
      if (dueProblem) {
        throw invalidField('dueDate', dueProblem);
      }
      // Moving to another squad needs a squad the caller may see, as raising there would.
      const squad = input.squadId === found.action.squadId ? null : await repo.squad(caller, input.squadId);
      if (input.squadId !== found.action.squadId && !squad) {
        throw invalidField('squadId', MSG.actions.squadRequired);
      }
      const ownerName =
        input.ownerId === found.action.ownerId
          ? found.action.ownerName
          : await ownerNameOf(repo, caller.customerId, input.ownerId);
      const closing = closingOf(found.action.status, input.status, now());
      const row = await repo.update(id, { ...input, ownerName, ...closing });
      await deps.notifications?.assigned(caller, found.action.ownerId, row.ownerId, {
        kind: 'action',
        id: row.id,
        title: row.title,
      });
      return presentAction(
        {
          ...found,
          squadName: squad?.name ?? found.squadName,
          squadLeadId: squad ? squad.leadId : found.squadLeadId,
          action: row,
        },
        caller,
      );
    },

    /** The action's reviews in retros, for whoever may see the action. */
    async reviews(caller: Caller, id: string): Promise<ActionReviews> {
      if (!(await repo.find(caller, id))) {
        throw appError('ACTION_NOT_FOUND');
      }
      const rows = await repo.reviews(caller.customerId, id);
      return {
        items: rows.map(({ retroId, retroTitle, at, ...mark }) => ({
          ...mark,
          at: at.toISOString(),
          retro: { id: retroId, title: retroTitle },
        })),
      };
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const found = await repo.find(caller, id);
      if (!found) {
        throw appError('ACTION_NOT_FOUND');
      }
      if (!canDeleteAction(caller, { createdBy: found.action.createdBy, squadLeadId: found.squadLeadId })) {
        throw appError('ACTION_DELETE_FORBIDDEN');
      }
      await repo.update(id, { status: 'Deleted' });
    },
  };
}

export type ActionsWriter = ReturnType<typeof actionsWriterIn>;

/**
 * Actions written inside a transaction another module runs: a card converted into an action is
 * saved in the board's transaction (retro-board's convert), so both land or neither does. `repo`
 * is the actions' repository on that transaction's executor (the composition root binds it).
 */
export function actionsWriterIn(repo: ActionsRepository, now?: () => Date) {
  const service = createActionsService({ repo, ...(now ? { now } : {}) });
  return {
    insertAction: (input: Parameters<ActionsService['insertAction']>[1]) => service.insertAction(repo, input),
  };
}
