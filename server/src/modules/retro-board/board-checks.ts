import type { OpEventName } from '@squadboard/domain/realtime/retro-board.events';
import { canChangeCard } from '@squadboard/domain/retro/board.rules';
import { retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import type { RetroRole } from '@squadboard/domain/retro/retro.schema';
import { appError } from '../../http/app-error.ts';
import type { BoardRepository, CardRow, RememberedOp } from './board.repository.ts';

// What the board's operations check against the database rather than trust from the socket
//: the sender's retro role now, and what their op id already did. The seat on the
// socket keeps the role it had at join, which goes stale when the squad gets another lead or
// the account changes (ASVS 8.3.2); an op id is the sender's own, for one event.

/** Told the role the database gave the sender, so the caller can bring their seat up to date. */
export type RoleSeen = (role: RetroRole) => void;

type Standings = Pick<BoardRepository, 'standing'>;

/**
 * The participant's retro role now: RETRO_ADMIN only for an active account that is a Super
 * Admin of the retro's organisation or the lead of its squad. One indexed lookup.
 */
export async function roleNow(repo: Standings, participantId: string, seen?: RoleSeen): Promise<RetroRole> {
  const standing = await repo.standing(participantId);
  const role =
    standing?.status === 'ACTIVE'
      ? retroRoleFor(standing, {
          customerId: standing.retroCustomerId,
          squadLeadId: standing.squadLeadId,
          facilitatorId: standing.retroStatus === 'INPROGRESS' ? standing.facilitatorId : null,
        })
      : 'RETRO_USER';
  seen?.(role);
  return role;
}

/** Admin-only operations: refused with FORBIDDEN unless the sender is the room's admin now. */
export async function requireAdminNow(
  repo: Standings,
  participantId: string,
  seen?: RoleSeen,
): Promise<void> {
  if ((await roleNow(repo, participantId, seen)) !== 'RETRO_ADMIN') {
    throw appError('FORBIDDEN');
  }
}

/**
 * A card changes by its author or the room's admin. The author's own card costs no lookup: the
 * busiest operations of a board stay as cheap as they were.
 */
export async function requireAuthorOrAdminNow(
  repo: Standings,
  participantId: string,
  card: Pick<CardRow, 'authorId'>,
  seen?: RoleSeen,
): Promise<void> {
  if (canChangeCard({ id: participantId, isAdmin: false }, card)) {
    return;
  }
  const isAdmin = (await roleNow(repo, participantId, seen)) === 'RETRO_ADMIN';
  if (!canChangeCard({ id: participantId, isAdmin }, card)) {
    throw appError('NOT_YOUR_CARD');
  }
}

/**
 * The first outcome of this sender's op id, when it was `event` too: a retry answered again.
 * The same op id on another event is refused (OP_ID_REUSED), never answered with an outcome of
 * something else. Another sender's op ids are not looked up at all (retro_ops is keyed by sender).
 */
export function firstOutcome<T>(prior: RememberedOp | null, event: OpEventName): T | null {
  if (!prior) {
    return null;
  }
  if (prior.event !== event) {
    throw appError('OP_ID_REUSED');
  }
  return prior.outcome as T;
}

/**
 * Records the outcome with its event, under the sender's op id. A twin of this operation (same
 * sender and op id) that committed while this one ran wins: this one is undone, never applied twice.
 */
export async function rememberOutcome(
  repo: Pick<BoardRepository, 'saveOutcome'>,
  sender: { participantId: string; retroId: string },
  opId: string,
  event: OpEventName,
  outcome: object,
): Promise<void> {
  const op = { participantId: sender.participantId, opId, retroId: sender.retroId };
  if (!(await repo.saveOutcome(op, event, outcome))) {
    throw appError('OP_ID_REUSED');
  }
}
