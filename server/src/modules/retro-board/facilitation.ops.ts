import type { Facilitation } from '@squadboard/domain/retro/facilitation.model';
import {
  blurForPhase,
  canHandOver,
  discussOrder,
  likeRefusal,
} from '@squadboard/domain/retro/facilitation.rules';
import { retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import type { AppError } from '../../http/app-error.ts';
import { appError } from '../../http/app-error.ts';
import type { BoardRepository, BoardRetroRow } from './board.repository.ts';
import { requireAdminNow, roleNow } from './board-checks.ts';
import type { BoardCtx, BoardKit, OpHandlers } from './board-ctx.ts';
import type { HandoverTargetRow } from './facilitation.queries.ts';

// Facilitation: the vote budget, the flow's phases, the discussed item and the
// facilitator's handover. Each operation is one transaction of the board service.

/** A like about to be toggled: who, which card. */
export interface LikeAsk {
  participantId: string;
  cardId: string;
}

type FacilitationRow = Pick<BoardRetroRow, 'phase' | 'voteBudget' | 'discussId'>;

/** The flow's state as the board shows it. */
export function facilitationOf(retro: FacilitationRow): Facilitation {
  return { phase: retro.phase, votes: retro.voteBudget, discussId: retro.discussId };
}

/** The first item of the discussion: the most voted (a group counts its cards' likes together). */
async function firstToDiscuss(tx: BoardRepository, retroId: string): Promise<string | null> {
  // One after the other: `tx` is the transaction's one connection.
  const columns = await tx.columns(retroId);
  const rows = await tx.cards(retroId);
  const groups = await tx.groups(retroId);
  const likes = await tx.likes(rows.map((row) => row.id));
  const cards = rows.map((row) => ({ ...row, likes: likes.get(row.id) ?? [] }));
  const order = discussOrder(
    cards,
    groups,
    columns.map((column) => column.id),
  );
  return order[0]?.id ?? null;
}

/**
 * Whether the facilitator's role may go to this participant: signed in, active, of the retro's
 * organisation, let into the room, and of its squad (a member or its lead) unless they hold the
 * role by right anyway (a Super Admin). Whether they are in the room now is the gateway's check.
 */
function eligible(target: HandoverTargetRow | undefined, retro: BoardRetroRow, byRight: boolean): boolean {
  return (
    target !== undefined &&
    target.userId !== null &&
    target.status === 'ADMITTED' &&
    target.userStatus === 'ACTIVE' &&
    target.userCustomerId === retro.customerId &&
    (target.inSquad || byRight)
  );
}

/** Whether the target's account holds the admin's role by right, without any facilitator. */
function adminByRight(target: HandoverTargetRow | undefined, retro: BoardRetroRow): boolean {
  if (!target?.userId || !target.userCustomerId || !target.userRole || target.userStatus !== 'ACTIVE') {
    return false;
  }
  const caller = { id: target.userId, customerId: target.userCustomerId, role: target.userRole };
  return (
    retroRoleFor(caller, { customerId: retro.customerId, squadLeadId: target.squadLeadId }) === 'RETRO_ADMIN'
  );
}

export function facilitationOps(_kit: BoardKit): OpHandlers<
  'setVotes' | 'setPhase' | 'discuss' | 'handover'
> & {
  /**
   * The refusal of each like (null: allowed), in order: the phase and the budget, counted across
   * all of the participant's sockets. Runs in the like's transaction, before any toggle.
   */
  checkLikes: (
    tx: BoardRepository,
    retro: BoardRetroRow,
    likes: readonly LikeAsk[],
  ) => Promise<(AppError | null)[]>;
} {
  const requireAdmin = ({ tx, actor, seen }: BoardCtx) => requireAdminNow(tx, actor.participantId, seen);

  return {
    async setVotes(ctx, op) {
      await requireAdmin(ctx);
      await ctx.tx.updateRetro(ctx.actor.retroId, { voteBudget: op.votes });
      const facilitation = facilitationOf({ ...ctx.retro, voteBudget: op.votes });
      return { ack: { facilitation }, emits: [{ event: 'facilitation', payload: { facilitation } }] };
    },

    async setPhase(ctx, op) {
      await requireAdmin(ctx);
      const { tx, retro } = ctx;
      const blur = blurForPhase(op.phase) ?? retro.blur;
      // Entering the discussion starts at the most voted item; leaving the flow forgets it.
      let discussId = retro.discussId;
      if (op.phase === null) {
        discussId = null;
      } else if (op.phase === 'discuss' && retro.phase !== 'discuss') {
        discussId = await firstToDiscuss(tx, retro.id);
      }
      await tx.updateRetro(retro.id, { phase: op.phase, discussId, blur });
      const facilitation = facilitationOf({ phase: op.phase, voteBudget: retro.voteBudget, discussId });
      return {
        ack: { facilitation, blur },
        emits: [
          { event: 'facilitation', payload: { facilitation } },
          // Every client then asks for its own view: the text stays with its author on the server.
          ...(blur === retro.blur ? [] : [{ event: 'addBlurToggle' as const, payload: { blur } }]),
        ],
      };
    },

    async discuss(ctx, op) {
      await requireAdmin(ctx);
      if (!(await ctx.tx.discussable(ctx.retro.id, op.itemId))) {
        throw appError('CARD_GONE');
      }
      await ctx.tx.updateRetro(ctx.retro.id, { discussId: op.itemId });
      const facilitation = facilitationOf({ ...ctx.retro, discussId: op.itemId });
      return { ack: { facilitation }, emits: [{ event: 'facilitation', payload: { facilitation } }] };
    },

    async handover(ctx, op) {
      const { tx, actor, retro, seen } = ctx;
      // One read of the sender's standing answers both: admin now, and admin by right.
      const standing = await tx.standing(actor.participantId);
      const adminNow =
        (await roleNow({ standing: async () => standing }, actor.participantId, seen)) === 'RETRO_ADMIN';
      const senderByRight =
        standing?.status === 'ACTIVE' &&
        retroRoleFor(standing, {
          customerId: standing.retroCustomerId,
          squadLeadId: standing.squadLeadId,
        }) === 'RETRO_ADMIN';
      const toSelf = op.participantId === actor.participantId;
      if (!canHandOver({ adminNow, adminByRight: senderByRight, toSelf })) {
        throw appError('FORBIDDEN');
      }
      const target = await tx.handoverTarget(retro.id, op.participantId);
      const byRight = adminByRight(target, retro);
      if (!target?.userId || !eligible(target, retro, byRight)) {
        throw appError('HANDOVER_TARGET');
      }
      // Those who hold the role by right run the room themselves: no facilitator then.
      await tx.updateRetro(retro.id, { facilitatorId: byRight ? null : target.userId });
      return {
        ack: { participantId: target.participantId },
        emits: [
          {
            event: 'handedOver',
            payload: { participantId: byRight ? null : target.participantId, name: target.name },
          },
        ],
      };
    },

    async checkLikes(tx, retro, likes) {
      // The spec's likes, with neither flow nor budget, stay as cheap as before: no query.
      if (retro.phase === null && retro.voteBudget === null) {
        return likes.map(() => null);
      }
      const refuse = (refusal: ReturnType<typeof likeRefusal>) => (refusal ? appError(refusal) : null);
      const budget = retro.voteBudget;
      if (budget === null || (retro.phase !== null && retro.phase !== 'vote')) {
        // Nothing to count: the phase alone decides.
        return likes.map(() =>
          refuse(likeRefusal({ phase: retro.phase, budget: null, used: 0, giving: true })),
        );
      }
      // One person's likes from all their sockets and nodes are counted one after the other.
      const voters = [...new Set(likes.map((like) => like.participantId))].sort();
      await tx.lockVoters(voters);
      const liked = await tx.likedBy(voters);
      const onBoard = await tx.cardsOnBoard(retro.id, [...new Set(likes.map((like) => like.cardId))]);
      // Running through the list: a like given spends a vote, one taken back frees one, so the
      // likes applied together are counted as if applied one by one.
      return likes.map(({ participantId, cardId }) => {
        const mine = liked.get(participantId) ?? new Set<string>();
        const giving = !mine.has(cardId);
        const refusal = likeRefusal({ phase: retro.phase, budget, used: mine.size, giving });
        if (!refusal && onBoard.has(cardId)) {
          if (giving) {
            mine.add(cardId);
          } else {
            mine.delete(cardId);
          }
          liked.set(participantId, mine);
        }
        return refuse(refusal);
      });
    },
  };
}
