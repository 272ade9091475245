import type { Phase } from '@squadboard/domain/retro/facilitation.model';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroOps, retros } from '../../db/schema/index.ts';
import { type OpKey, opKey, opPairs, type RememberedOp, rememberedOf } from './op-group.queries.ts';

// The statement every board operation starts with: the lock of its retro's row (several rows for
// a group, board-group.ts), read in the same statement as the outcomes its op ids had before.

export interface BoardRetroRow {
  id: string;
  customerId: string;
  squadId: string;
  status: RetroStatus;
  blur: boolean;
  timerSeconds: number;
  timerEndsAt: Date | null;
  phase: Phase | null;
  voteBudget: number | null;
  discussId: string | null;
  /** The user the room was handed over to, or null. */
  facilitatorId: string | null;
  /** Whether the retro reviews earlier retros' open actions. */
  reviewActions: boolean;
}

/** The columns of a retro's row an operation reads (BoardRetroRow). */
export const retroState = {
  id: retros.id,
  customerId: retros.customerId,
  squadId: retros.squadId,
  status: retros.status,
  blur: retros.blur,
  timerSeconds: retros.timerSeconds,
  timerEndsAt: retros.timerEndsAt,
  phase: retros.phase,
  voteBudget: retros.voteBudget,
  discussId: retros.discussId,
  facilitatorId: retros.facilitatorId,
  reviewActions: retros.reviewActions,
};

export function retroLockQueries(db: Executor) {
  return {
    /**
     * Locks the retro's row until the transaction ends and reads, in the same statement, the
     * outcome `opId` had if this participant sent it before (a retry). 'share' lets operations
     * that touch only their own rows (likes, reactions) run side by side while still excluding
     * status changes. One round trip instead of two: every board operation starts here.
     */
    async lockRetro(
      retroId: string,
      op: OpKey | null,
      mode: 'update' | 'share' = 'update',
    ): Promise<{ retro: BoardRetroRow; prior: RememberedOp | null } | undefined> {
      // Without an op (a group of operations), their outcomes are read apart: priorOutcomes.
      const prior = op
        ? sql<unknown>`(${db
            .select({ outcome: retroOps.outcome })
            .from(retroOps)
            .where(and(eq(retroOps.participantId, op.participantId), eq(retroOps.opId, op.opId)))})`
        : sql<unknown>`null`;
      const [row] = await db
        .select({ ...retroState, prior })
        .from(retros)
        .where(eq(retros.id, retroId))
        .for(mode);
      if (!row) {
        return undefined;
      }
      const { prior: stored, ...retro } = row;
      return { retro, prior: rememberedOf(stored) };
    },

    /**
     * Locks the rows of several retros until the transaction ends (a group of operations,
     * board-group.ts) and reads them, keyed by id, with, in the same statement, the first outcomes
     * the group's (sender, op id) pairs had (retries), keyed by opKey. The rows are locked in the
     * order of their ids, which every group follows: two groups never wait for each other in a circle.
     */
    async lockRetros(
      retroIds: readonly string[],
      mode: 'update' | 'share',
      ops: readonly OpKey[],
    ): Promise<{ retros: Map<string, BoardRetroRow>; prior: Map<string, RememberedOp> }> {
      const prior = new Map<string, RememberedOp>();
      if (retroIds.length === 0) {
        return { retros: new Map(), prior };
      }
      const pairs = opPairs(ops);
      const rows = await db
        .select({
          ...retroState,
          outcomes: sql<
            { participantId: string; opId: string; outcome: unknown }[] | null
          >`(select json_agg(json_build_object('participantId', o.participant_id, 'opId', o.op_id, 'outcome', o.outcome)) from ${retroOps} o where o.retro_id = ${retros.id} and (o.participant_id, o.op_id) in (select * from ${pairs}))`,
        })
        .from(retros)
        .where(inArray(retros.id, [...retroIds]))
        .orderBy(asc(retros.id))
        .for(mode);
      for (const { outcomes } of rows) {
        for (const row of outcomes ?? []) {
          const remembered = rememberedOf(row.outcome);
          if (remembered) {
            prior.set(opKey(row), remembered);
          }
        }
      }
      return { retros: new Map(rows.map(({ outcomes: _, ...retro }) => [retro.id, retro])), prior };
    },
  };
}
