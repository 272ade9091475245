import type { Caller } from '@squadboard/domain';
import type { BurndownDay, SprintFigures } from '@squadboard/domain/sprints/sprint-run.schema';
import { STATUS_IDS, type StatusConfig } from '@squadboard/domain/work-items/work-item.model';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companySettings,
  retros,
  type SprintRow,
  sprintRuns,
  sprints,
  squadMembers,
  squadStatusConfigs,
  squads,
  type WorkItemRow,
  workItemHistory,
  workItems,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';
import { sprintQueries } from './sprints.repository.ts';

// The SQL of the sprint lifecycle: a squad's runs of its sprints, the squad's work
// items in them, and what planning, the board and past sprints read. Work items and their
// history belong to the work-items module; they are read and moved here only as a sprint's
// start and completion need, in the same transaction as the run they go with.

export type SprintRunsRepository = UnitOfWork<
  ReturnType<typeof sprintQueries> & ReturnType<typeof runQueries>
>;

export function createSprintRunsRepository(db: Executor): SprintRunsRepository {
  return unitOfWork(db, (executor) => ({ ...sprintQueries(executor), ...runQueries(executor) }));
}

/** A squad's committed load in one sprint: its items there and their planned effort. */
export interface SquadLoad {
  itemCount: number;
  committedHours: number;
}

export interface CompletedRun {
  sprint: SprintRow;
  startedAt: Date;
  completedAt: Date;
  figures: SprintFigures;
  burndown: BurndownDay[];
}

function runQueries(db: Executor) {
  return {
    /** Settings' working hours per day, or null until the organisation saved them. */
    async workingHours(customerId: string): Promise<number | null> {
      const [row] = await db
        .select({ hours: companySettings.workingHours })
        .from(companySettings)
        .where(eq(companySettings.customerId, customerId));
      return row?.hours ?? null;
    },

    /** The squad's members, counted as the squads module counts them (its member rows). */
    async memberCount(squadId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(squadMembers)
        .where(eq(squadMembers.squadId, squadId));
      return row?.n ?? 0;
    },

    /** The squad's status configuration, as the work-items module keeps it (none saved: undefined). */
    async statusConfig(squadId: string): Promise<StatusConfig | undefined> {
      const [row] = await db.select().from(squadStatusConfigs).where(eq(squadStatusConfigs.squadId, squadId));
      return row ? { statuses: row.statuses, columns: row.columns, backlog: row.backlog } : undefined;
    },

    /** Every sprint the squad has started (running or completed). */
    runsOf(squadId: string) {
      return db
        .select({ sprintId: sprintRuns.sprintId, completedAt: sprintRuns.completedAt })
        .from(sprintRuns)
        .where(eq(sprintRuns.squadId, squadId));
    },

    /** The squad's running sprint, with its run; `lock` holds the run until commit. */
    async activeRun(squadId: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({ runId: sprintRuns.id, startedAt: sprintRuns.startedAt, sprint: sprints })
        .from(sprintRuns)
        .innerJoin(sprints, eq(sprints.id, sprintRuns.sprintId))
        .where(and(eq(sprintRuns.squadId, squadId), isNull(sprintRuns.completedAt)));
      const [row] = await (options.lock ? query.for('update', { of: sprintRuns }) : query);
      return row;
    },

    async runOf(sprintId: string, squadId: string) {
      const [row] = await db
        .select({ id: sprintRuns.id, completedAt: sprintRuns.completedAt })
        .from(sprintRuns)
        .where(and(eq(sprintRuns.sprintId, sprintId), eq(sprintRuns.squadId, squadId)));
      return row;
    },

    /** Whether this squad completed the sprint. */
    async completedBy(sprintId: string, squadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sprintRuns.id })
        .from(sprintRuns)
        .where(
          and(
            eq(sprintRuns.sprintId, sprintId),
            eq(sprintRuns.squadId, squadId),
            isNotNull(sprintRuns.completedAt),
          ),
        );
      return row !== undefined;
    },

    /** The run, with the ids of the squad's items in the sprint as it starts. */
    async insertRun(values: {
      customerId: string;
      sprintId: string;
      squadId: string;
      startedBy: string;
      startItemIds: string[];
    }) {
      await db.insert(sprintRuns).values(values);
    },

    async completeRun(
      runId: string,
      values: {
        completedAt: Date;
        completedBy: string;
        figures: SprintFigures;
        burndown: BurndownDay[];
        carriedItemIds: string[];
      },
    ): Promise<void> {
      await db
        .update(sprintRuns)
        .set({
          completedAt: values.completedAt,
          completedBy: values.completedBy,
          ...values.figures,
          burndown: values.burndown,
          carriedItemIds: values.carriedItemIds,
        })
        .where(eq(sprintRuns.id, runId));
    },

    /** The squad's items in each of `sprintIds`: how many, and their planned effort. */
    async squadLoads(squadId: string, sprintIds: readonly string[]): Promise<Map<string, SquadLoad>> {
      const loads = new Map<string, SquadLoad>();
      if (sprintIds.length === 0) {
        return loads;
      }
      const rows = await db
        .select({
          sprintId: workItems.sprintId,
          n: count(),
          hours: sql<number>`coalesce(sum(${workItems.effortHours}), 0)`.mapWith(Number),
        })
        .from(workItems)
        .where(and(eq(workItems.squadId, squadId), inArray(workItems.sprintId, [...sprintIds])))
        .groupBy(workItems.sprintId);
      for (const row of rows) {
        if (row.sprintId) {
          loads.set(row.sprintId, { itemCount: row.n, committedHours: row.hours });
        }
      }
      return loads;
    },

    /** The squad's items in a sprint, in board order; `lock` holds them for a completion. */
    async squadItems(
      squadId: string,
      sprintId: string,
      options: { lock?: boolean } = {},
    ): Promise<WorkItemRow[]> {
      const query = db
        .select()
        .from(workItems)
        .where(and(eq(workItems.squadId, squadId), eq(workItems.sprintId, sprintId)))
        .orderBy(asc(workItems.rank), asc(workItems.id));
      return options.lock ? query.for('update') : query;
    },

    /** When each item last reached Done (its latest history entry into status 4). */
    async lastDone(itemIds: readonly string[]): Promise<Map<string, Date>> {
      if (itemIds.length === 0) {
        return new Map();
      }
      const rows = await db
        .selectDistinctOn([workItemHistory.workItemId], {
          id: workItemHistory.workItemId,
          at: workItemHistory.at,
        })
        .from(workItemHistory)
        .where(
          and(
            inArray(workItemHistory.workItemId, [...itemIds]),
            eq(workItemHistory.toStatusId, STATUS_IDS.done),
          ),
        )
        .orderBy(workItemHistory.workItemId, desc(workItemHistory.at));
      return new Map(rows.map((row) => [row.id, row.at]));
    },

    async moveItems(ids: readonly string[], toSprintId: string | null, at: Date): Promise<void> {
      if (ids.length > 0) {
        await db
          .update(workItems)
          .set({ sprintId: toSprintId, updatedAt: at })
          .where(inArray(workItems.id, [...ids]));
      }
    },

    /**
     * The items (of the organisation, in squads the caller may see or in none) with these ids:
     * one level of the board's parent chains.
     */
    parents(caller: Caller, ids: readonly string[]) {
      return db
        .select({
          id: workItems.id,
          type: workItems.type,
          acronym: workItems.acronym,
          acronymNumber: workItems.acronymNumber,
          title: workItems.title,
          parentId: workItems.parentId,
        })
        .from(workItems)
        .leftJoin(squads, eq(squads.id, workItems.squadId))
        .where(
          and(
            eq(workItems.customerId, caller.customerId),
            inArray(workItems.id, [...ids]),
            or(isNull(workItems.squadId), visibleSquads(caller)),
          ),
        );
    },

    /** The squad's completed runs, latest first. */
    async completedRuns(squadId: string, limit: number): Promise<CompletedRun[]> {
      const rows = await db
        .select({ run: sprintRuns, sprint: sprints })
        .from(sprintRuns)
        .innerJoin(sprints, eq(sprints.id, sprintRuns.sprintId))
        .where(and(eq(sprintRuns.squadId, squadId), isNotNull(sprintRuns.completedAt)))
        .orderBy(desc(sprintRuns.completedAt), desc(sprintRuns.id))
        .limit(limit);
      return rows.map(({ run, sprint }) => ({
        sprint,
        startedAt: run.startedAt,
        completedAt: run.completedAt ?? run.startedAt,
        figures: {
          committedItems: run.committedItems ?? 0,
          completedItems: run.completedItems ?? 0,
          committedHours: run.committedHours ?? 0,
          completedHours: run.completedHours ?? 0,
        },
        burndown: run.burndown ?? [],
      }));
    },

    /**
     * The squad's retros linked to one of `sprintIds`, and those scheduled between two
     * instants (the date match of retros linked to none); the rule then picks each sprint's.
     */
    retrosOfSprints(squadId: string, sprintIds: readonly string[], from: Date, to: Date) {
      return db
        .select({
          id: retros.id,
          title: retros.title,
          status: retros.status,
          scheduledAt: retros.scheduledAt,
          sprintId: retros.sprintId,
        })
        .from(retros)
        .where(
          and(
            eq(retros.squadId, squadId),
            or(
              inArray(retros.sprintId, [...sprintIds]),
              and(gte(retros.scheduledAt, from), lte(retros.scheduledAt, to)),
            ),
          ),
        );
    },
  };
}
