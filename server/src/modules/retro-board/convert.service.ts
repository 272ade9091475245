import type { ConvertCard } from '@squadboard/domain/actions/action.schema';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appError } from '../../http/app-error.ts';
import type { ActionsWriter } from '../actions/actions.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { BoardRepository } from './board.repository.ts';
import type { BoardActor, BoardEmit } from './board.service.ts';
import { firstOutcome, type RoleSeen, rememberOutcome, requireAdminNow } from './board-checks.ts';

// Convert a card into a retrospective action of the retro's squad (spec 002 §4 "Cards"): the
// action and the card's mark are written in one transaction with the board's other operations.

export type ConvertService = ReturnType<typeof createConvertService>;

/** The board's repository and the actions' writer on one executor (built in the composition root). */
export type ConvertWork = UnitOfWork<{ board: BoardRepository; actions: ActionsWriter }>;

/** What the sender is told: the new action; its words are the handler's (MSG.retro.actionMoved). */
export interface Converted {
  ack: { actionId: string };
  emits: BoardEmit[];
}

export function createConvertService(deps: { work: ConvertWork; notifications?: NotificationsService }) {
  const { work } = deps;

  return {
    /**
     * `userId`: the signed-in sender (guests never convert), who must be the room's admin now
     * (`seen` hears the role the database gave them).
     */
    async convert(
      actor: BoardActor,
      userId: string | null,
      op: ConvertCard,
      seen?: RoleSeen,
    ): Promise<Converted> {
      if (!userId) {
        throw appError('FORBIDDEN');
      }
      // Set when this call made the action (not a replayed opId): its owner is told after the commit.
      let made: { customerId: string; id: string } | null = null;
      const result = await work.transaction(async ({ board, actions }) => {
        const locked = await board.lockRetro(actor.retroId, {
          participantId: actor.participantId,
          opId: op.opId,
        });
        const retro = locked?.retro;
        const prior = firstOutcome<Converted>(locked?.prior ?? null, 'action');
        if (prior) {
          return prior;
        }
        await requireAdminNow(board, actor.participantId, seen);
        if (retro?.status !== 'INPROGRESS') {
          throw appError('NOT_LIVE');
        }
        const card = await board.card(actor.retroId, op.cardId);
        if (!card) {
          throw appError('CARD_GONE');
        }
        const action = await actions.insertAction({
          ...op,
          customerId: retro.customerId,
          squadId: retro.squadId,
          createdBy: userId,
          retroId: retro.id,
          cardId: card.id,
        });
        made = { customerId: retro.customerId, id: action.id };
        const actionIds = [...card.actionIds, action.id];
        await board.updateCard(card.id, { actionIds });
        const outcome: Converted = {
          ack: { actionId: action.id },
          emits: [{ event: 'actioned', payload: { cardId: card.id, actionIds } }],
        };
        await rememberOutcome(board, actor, op.opId, 'action', outcome);
        return outcome;
      });
      if (made) {
        const { customerId, id } = made;
        await deps.notifications?.assigned({ id: userId, customerId }, null, op.ownerId, {
          kind: 'action',
          id,
          title: op.title,
        });
      }
      return result;
    },
  };
}
