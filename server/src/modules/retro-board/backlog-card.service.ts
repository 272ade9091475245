import { type Caller, MSG } from '@squadboard/domain';
import { DEFAULT_PRIORITY } from '@squadboard/domain/work-items/work-item.model';
import type { CardToBacklog, CardWorkItem, WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appError } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { tellChanged, tellPeople } from '../work-items/work-item-changes.ts';
import type { WorkItemEvents } from '../work-items/work-item-events.ts';
import type { WorkItemsService } from '../work-items/work-items.service.ts';
import type { BoardRepository } from './board.repository.ts';
import type { BoardActor, BoardEmit } from './board.service.ts';
import { firstOutcome, rememberOutcome } from './board-checks.ts';

// A retro card into the backlog, beside Convert to action (convert.service.ts): a
// Story, Task or Bug of the retro's squad, made by the work-items service (its rules, key, rank,
// kept counts and history), with the card's mark written in the same transaction as the board's
// other operations, under the retro's lock and the sender's op id.

export type BacklogCardService = ReturnType<typeof createBacklogCardService>;

/** The board's repository and a work-items service on one executor (built in the composition root). */
export type BacklogCardWork = UnitOfWork<{ board: BoardRepository; workItems: WorkItemsService }>;

/** What the sender is told, and what the room hears. */
export interface Backlogged {
  ack: { workItemId: string; acronymId: string; message: string };
  emits: BoardEmit[];
}

export function createBacklogCardService(deps: {
  work: BacklogCardWork;
  /** Told after the commit, as a create over HTTP tells them: the sprint boards, a new owner. */
  events?: WorkItemEvents;
  notifications?: NotificationsService;
}) {
  const { work } = deps;

  return {
    /**
     * `caller`: the signed-in sender as their session stands now (null for a guest, who never
     * makes work items). Whoever may create work items in the retro's squad may do this, whatever
     * their role in the room: the work-items rules decide, not the facilitator's.
     */
    async toBacklog(actor: BoardActor, caller: Caller | null, op: CardToBacklog): Promise<Backlogged> {
      if (!caller) {
        throw appError('FORBIDDEN');
      }
      // Set when this call made the item (not a replayed opId): the world is told after the commit.
      let made: WorkItem | null = null;
      const result = await work.transaction(async ({ board, workItems }) => {
        const locked = await board.lockRetro(actor.retroId, {
          participantId: actor.participantId,
          opId: op.opId,
        });
        const retro = locked?.retro;
        const prior = firstOutcome<Backlogged>(locked?.prior ?? null, 'backlog');
        if (prior) {
          return prior;
        }
        if (retro?.status !== 'INPROGRESS') {
          throw appError('NOT_LIVE');
        }
        if (
          retro.customerId !== caller.customerId ||
          !(await workItems.canCreateIn(caller, retro.squadId, op.type))
        ) {
          throw appError('FORBIDDEN');
        }
        const card = await board.card(actor.retroId, op.cardId);
        if (!card) {
          throw appError('CARD_GONE');
        }
        const item = await workItems.create(
          caller,
          {
            type: op.type,
            title: op.title,
            parentId: op.parentId,
            squadId: retro.squadId,
            ownerId: null,
            priority: DEFAULT_PRIORITY,
            severity: DEFAULT_PRIORITY,
            beforeId: null,
          },
          {
            retroId: retro.id,
            cardId: card.id,
            retroTitle: await board.retroTitle(retro.id),
            description: op.description,
          },
        );
        made = item;
        const workItemIds = [...card.workItemIds, item.id];
        await board.updateCard(card.id, { workItemIds });
        const marks = await board.cardWorkItems(workItemIds);
        const cardItems: CardWorkItem[] = workItemIds.flatMap((id) => marks.get(id) ?? []);
        const mark = MSG.workItems.toBacklog.mark(item.type, item.acronymId);
        const outcome: Backlogged = {
          ack: {
            workItemId: item.id,
            acronymId: item.acronymId,
            message: MSG.workItems.toBacklog.added(mark),
          },
          emits: [{ event: 'backlogged', payload: { cardId: card.id, workItems: cardItems } }],
        };
        await rememberOutcome(board, actor, op.opId, 'backlog', outcome);
        return outcome;
      });
      if (made) {
        tellChanged(deps.events, made, null);
        await tellPeople(deps.notifications, caller, made, null);
      }
      return result;
    },
  };
}
