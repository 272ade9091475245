import { MSG, personName } from '@squadboard/domain';
import { canDeleteAction, dueDateProblem } from '@squadboard/domain/actions/action.rules';
import type {
  Action,
  ActionListQuery,
  ActionOwner,
  ActionPage,
  ActionStatus,
  CreateAction,
  UpdateAction,
} from '@squadboard/domain/actions/action.schema';
import type { ActionRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActionCaller, ActionsRepository, ActionWithNames } from './actions.repository.ts';

// Retrospective actions (spec 001 §2.3): raise, list, edit, soft-delete; and the action a retro
// admin converts from a card (spec 002 §4), in the board's transaction.

export type ActionsService = ReturnType<typeof createActionsService>;

const notFound = () => new AppError('ACTION_NOT_FOUND', 404, MSG.generic.notFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', 400, message, { fields: { [field]: message } });

export function presentAction(row: ActionWithNames): Action {
  const { action } = row;
  return {
    id: action.id,
    number: action.number,
    squadId: action.squadId,
    squadName: row.squadName,
    retroId: action.retroId,
    retroTitle: row.retroTitle,
    cardId: action.cardId,
    title: action.title,
    description: action.description,
    ownerId: action.ownerId,
    ownerName: action.ownerName,
    // Deleted actions are never presented.
    status: action.status as ActionStatus,
    priority: action.priority,
    dueDate: action.dueDate,
    createdAt: action.createdAt.toISOString(),
  };
}

export function createActionsService(deps: { repo: ActionsRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerNameOf(r: ActionsRepository, customerId: string, ownerId: string): Promise<string> {
    const owner = await r.owner(customerId, ownerId);
    if (!owner) {
      throw invalid('ownerId', MSG.actions.ownerNotFound);
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
    const dueProblem = dueDateProblem(input.dueDate, now(), undefined);
    if (dueProblem) {
      throw invalid('dueDate', dueProblem);
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
        createdBy: input.createdBy,
      },
      number,
    );
  }

  return {
    insertAction,

    async list(caller: ActionCaller, query: ActionListQuery): Promise<ActionPage> {
      const { rows, total } = await repo.list(caller, query);
      return { items: rows.map(presentAction), total, page: query.page, pageSize: query.pageSize };
    },

    squads: (caller: ActionCaller) => repo.squads(caller),

    async owners(caller: ActionCaller, q: string): Promise<ActionOwner[]> {
      const rows = await repo.owners(caller.customerId, q);
      return rows.map((u) => ({ id: u.id, name: personName(u), email: u.email }));
    },

    async create(caller: ActionCaller, input: CreateAction): Promise<Action> {
      return repo.transaction(async (tx) => {
        const squad = await tx.squad(caller, input.squadId);
        if (!squad) {
          throw invalid('squadId', MSG.actions.squadRequired);
        }
        const row = await insertAction(tx, { ...input, customerId: caller.customerId, createdBy: caller.id });
        return presentAction({ action: row, squadName: squad.name, retroTitle: null });
      });
    },

    async update(caller: ActionCaller, id: string, input: UpdateAction): Promise<Action> {
      const found = await repo.find(caller, id);
      if (!found) {
        throw notFound();
      }
      const dueProblem =
        input.dueDate === found.action.dueDate
          ? null
          : dueDateProblem(input.dueDate, now(), found.action.dueDate);
      if (dueProblem) {
        throw invalid('dueDate', dueProblem);
      }
      // Moving to another squad needs a squad the caller may see, as raising there would.
      const squad = input.squadId === found.action.squadId ? null : await repo.squad(caller, input.squadId);
      if (input.squadId !== found.action.squadId && !squad) {
        throw invalid('squadId', MSG.actions.squadRequired);
      }
      const ownerName =
        input.ownerId === found.action.ownerId
          ? found.action.ownerName
          : await ownerNameOf(repo, caller.customerId, input.ownerId);
      const row = await repo.update(id, { ...input, ownerName });
      return presentAction({ ...found, squadName: squad?.name ?? found.squadName, action: row });
    },

    async remove(caller: ActionCaller, id: string): Promise<void> {
      const found = await repo.find(caller, id);
      if (!found) {
        throw notFound();
      }
      const squad = await repo.squad(caller, found.action.squadId);
      if (
        !canDeleteAction(caller, { createdBy: found.action.createdBy, squadLeadId: squad?.leadId ?? null })
      ) {
        throw new AppError('FORBIDDEN', 403, MSG.generic.forbidden);
      }
      await repo.update(id, { status: 'Deleted' });
    },
  };
}
