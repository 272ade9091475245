import type { Caller } from '@squadboard/domain';
import type { ActionStatus, StoredActionStatus } from '@squadboard/domain/actions/action.schema';
import {
  type EndedRetro,
  followedRetros,
  type RetroActionFacts,
  retroFollowThrough,
  stuckActions,
} from '@squadboard/domain/actions/follow-through.rules';
import type { FollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import { appError } from '../../http/app-error.ts';
import type { FollowThroughRepository } from './follow-through.repository.ts';

// The follow-through of a squad's retro actions: "actions done by the next retro: N of
// M" for its last ended retros, and the actions open across two retros or more. For the squad's
// lead and members and the organisation's Super Admins (visibleSquads); what counts is in
// domain's follow-through.rules.

export type FollowThroughService = ReturnType<typeof createFollowThroughService>;

/** A row as the rules take it: its query keeps only actions of a retro, and no deleted one. */
type ActionRowFacts = Omit<RetroActionFacts, 'retroId' | 'status' | 'closedAt'> & {
  retroId: string | null;
  status: StoredActionStatus;
  closedAt: Date | null;
};

function factsOf<R extends ActionRowFacts>(
  row: R,
): Omit<R, 'retroId' | 'status' | 'closedAt'> & RetroActionFacts {
  return {
    ...row,
    retroId: row.retroId ?? '',
    status: row.status as ActionStatus,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export function createFollowThroughService(deps: { repo: FollowThroughRepository }) {
  const { repo } = deps;

  return {
    async ofSquad(caller: Caller, squadId: string): Promise<FollowThrough> {
      const squad = await repo.squad(caller, squadId);
      if (!squad) {
        throw appError('SQUAD_NOT_FOUND');
      }
      if (!(await repo.isSquadVisible(caller, squadId))) {
        throw appError('FORBIDDEN');
      }
      const ended: EndedRetro[] = (await repo.endedRetros(caller, squadId)).flatMap((row) =>
        row.endedAt ? [{ id: row.id, title: row.title, endedAt: row.endedAt.toISOString() }] : [],
      );
      const shown = followedRetros(ended).map((retro) => retro.id);
      const [raised, open] = await Promise.all([
        repo.raisedIn(caller, shown),
        ended.length > 1 ? repo.openFromEndedRetros(caller, squadId) : Promise.resolve([]),
      ]);
      return {
        squad,
        retros: retroFollowThrough(ended, raised.map(factsOf)),
        stuck: stuckActions(ended, open.map(factsOf)),
      };
    },
  };
}
