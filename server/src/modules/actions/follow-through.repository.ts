import type { Caller } from '@squadboard/domain';
import type { ActionStatus } from '@squadboard/domain/actions/action.schema';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { actions, retros, squads } from '../../db/schema/index.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// The SQL of the follow-through of retro actions: read-only, every statement scoped to
// the caller's organisation. Squads and retros belong to their modules and are only read here.

export type FollowThroughRepository = ReturnType<typeof createFollowThroughRepository>;

/** Statuses of an action that is not closed (deleted ones are never counted). */
const NOT_CLOSED: ActionStatus[] = ['Open', 'In Progress'];
const COUNTED: ActionStatus[] = [...NOT_CLOSED, 'Closed'];

export function createFollowThroughRepository(db: Executor) {
  /** The squad's retros that ended (archived since or not), in its organisation. */
  const endedOf = (caller: Caller, squadId: string) =>
    and(
      eq(retros.customerId, caller.customerId),
      eq(retros.squadId, squadId),
      // An archived retro ended too (archiving comes after the end).
      inArray(retros.status, ['COMPLETED', 'ARCHIVED']),
      isNotNull(retros.endedAt),
    );

  return {
    /** A squad of the caller's organisation; other organisations' squads do not exist. */
    async squad(caller: Caller, squadId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: squads.id, name: squads.name })
        .from(squads)
        .where(and(eq(squads.id, squadId), eq(squads.customerId, caller.customerId)));
      return row;
    },

    /** Whether the caller may see the squad (visibleSquads: its lead and members, Super Admins). */
    async isSquadVisible(caller: Caller, squadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: squads.id })
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquads(caller)));
      return row !== undefined;
    },

    /** Every ended retro of the squad, the oldest first. */
    async endedRetros(caller: Caller, squadId: string) {
      return db
        .select({ id: retros.id, title: retros.title, endedAt: retros.endedAt })
        .from(retros)
        .where(endedOf(caller, squadId))
        .orderBy(asc(retros.endedAt), asc(retros.id));
    },

    /** The actions raised in `retroIds` (not deleted), with how and when they were closed. */
    async raisedIn(caller: Caller, retroIds: readonly string[]) {
      if (retroIds.length === 0) {
        return [];
      }
      return db
        .select({
          id: actions.id,
          retroId: actions.retroId,
          status: actions.status,
          closedAt: actions.closedAt,
          closedAs: actions.closedAs,
        })
        .from(actions)
        .where(
          and(
            eq(actions.customerId, caller.customerId),
            inArray(actions.retroId, [...retroIds]),
            inArray(actions.status, COUNTED),
          ),
        );
    },

    /** The actions not closed that any ended retro of the squad raised. */
    async openFromEndedRetros(caller: Caller, squadId: string) {
      return db
        .select({
          id: actions.id,
          retroId: actions.retroId,
          status: actions.status,
          closedAt: actions.closedAt,
          closedAs: actions.closedAs,
          title: actions.title,
          ownerName: actions.ownerName,
          dueDate: actions.dueDate,
        })
        .from(actions)
        .innerJoin(retros, eq(retros.id, actions.retroId))
        .where(
          and(
            eq(actions.customerId, caller.customerId),
            inArray(actions.status, NOT_CLOSED),
            endedOf(caller, squadId),
          ),
        );
    },
  };
}
