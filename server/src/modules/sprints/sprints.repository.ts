import type { Caller } from '@squadboard/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, max, ne } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import {
  type SprintRow,
  sprintCadences,
  sprintRuns,
  sprints,
  squads,
  workItemHistory,
  workItems,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of the sprint cadence feature. Squads and their members belong to the
// squads module: they are only read here, to know which squads a caller may see.

export type SprintsRepository = UnitOfWork<ReturnType<typeof sprintQueries>>;

export interface SquadRef {
  id: string;
  name: string;
  leadId: string | null;
}

export interface NewSprint {
  customerId: string;
  squadId: string | null;
  name: string;
  number: number | null;
  startDate: string;
  endDate: string;
  workingDays: number;
  createdBy: string;
}

export function createSprintsRepository(db: Executor): SprintsRepository {
  return unitOfWork(db, sprintQueries);
}

/** Whether some squad started a sprint, and how many work items it holds (every squad's). */
export interface SprintUsage {
  started: boolean;
  itemCount: number;
}

export function sprintQueries(db: Executor) {
  const squadColumns = { id: squads.id, name: squads.name, leadId: squads.leadId };

  return {
    async isEnterprise(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ enterprise: sprintCadences.enterprise })
        .from(sprintCadences)
        .where(eq(sprintCadences.customerId, customerId));
      return row?.enterprise ?? false;
    },

    async setEnterprise(customerId: string, enterprise: boolean, userId: string): Promise<void> {
      const now = new Date();
      await db
        .insert(sprintCadences)
        .values({ customerId, enterprise, updatedBy: userId, updatedAt: now })
        .onConflictDoUpdate({
          target: sprintCadences.customerId,
          set: { enterprise, updatedBy: userId, updatedAt: now },
        });
    },

    /**
     * Inside a transaction: locks the organisation's cadence row until commit, so sprint
     * creations of one organisation run one after the other (each sees the previous one's end
     * date), and answers whether the enterprise cadence is on.
     */
    async lockCadence(customerId: string): Promise<boolean> {
      await db.insert(sprintCadences).values({ customerId }).onConflictDoNothing();
      const [row] = await db
        .select({ enterprise: sprintCadences.enterprise })
        .from(sprintCadences)
        .where(eq(sprintCadences.customerId, customerId))
        .for('update');
      return row?.enterprise ?? false;
    },

    listVisibleSquads(caller: Caller): Promise<SquadRef[]> {
      return db.select(squadColumns).from(squads).where(visibleSquads(caller)).orderBy(asc(squads.name));
    },

    async findVisibleSquad(caller: Caller, squadId: string): Promise<SquadRef | undefined> {
      const [row] = await db
        .select(squadColumns)
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquads(caller)));
      return row;
    },

    /** The latest end date of the enterprise cadence (squadId null) or of one squad. */
    async latestEnd(customerId: string, squadId: string | null): Promise<string | null> {
      const [row] = await db
        .select({ latest: max(sprints.endDate) })
        .from(sprints)
        .where(and(eq(sprints.customerId, customerId), squadScope(squadId)));
      return row?.latest ?? null;
    },

    async maxEnterpriseNumber(customerId: string): Promise<number> {
      const [row] = await db
        .select({ top: max(sprints.number) })
        .from(sprints)
        .where(and(eq(sprints.customerId, customerId), isNull(sprints.squadId)));
      return row?.top ?? 0;
    },

    /** Sprints ending on or after `fromDate`, in start order. */
    listFrom(customerId: string, squadId: string | null, fromDate: string): Promise<SprintRow[]> {
      return db
        .select()
        .from(sprints)
        .where(and(eq(sprints.customerId, customerId), squadScope(squadId), gte(sprints.endDate, fromDate)))
        .orderBy(asc(sprints.startDate), asc(sprints.number), asc(sprints.createdAt));
    },

    insertSprints(rows: NewSprint[]): Promise<SprintRow[]> {
      return db.insert(sprints).values(rows).returning();
    },

    /** A sprint of the organisation; `lock` holds it until commit (an edit against a start). */
    async findSprint(customerId: string, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, id), eq(sprints.customerId, customerId)));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    /** Started (some squad has a run of it) and item counts of `ids`, by sprint id. */
    async usage(ids: readonly string[]): Promise<Map<string, SprintUsage>> {
      const usage = new Map<string, SprintUsage>(ids.map((id) => [id, { started: false, itemCount: 0 }]));
      if (ids.length === 0) {
        return usage;
      }
      const started = await db
        .selectDistinct({ sprintId: sprintRuns.sprintId })
        .from(sprintRuns)
        .where(inArray(sprintRuns.sprintId, [...ids]));
      for (const row of started) {
        const entry = usage.get(row.sprintId);
        if (entry) {
          entry.started = true;
        }
      }
      const counts = await db
        .select({ sprintId: workItems.sprintId, n: count() })
        .from(workItems)
        .where(inArray(workItems.sprintId, [...ids]))
        .groupBy(workItems.sprintId);
      for (const row of counts) {
        const entry = row.sprintId ? usage.get(row.sprintId) : undefined;
        if (entry) {
          entry.itemCount = row.n;
        }
      }
      return usage;
    },

    /** Whether some squad completed the sprint (it then takes no more items). */
    async completedBySomeSquad(sprintId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sprintRuns.id })
        .from(sprintRuns)
        .where(and(eq(sprintRuns.sprintId, sprintId), isNotNull(sprintRuns.completedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Another sprint of the same cadence (enterprise, or the squad's) sharing a day with the dates. */
    async overlapping(
      customerId: string,
      squadId: string | null,
      exceptId: string,
      dates: { startDate: string; endDate: string },
    ): Promise<SprintRow | undefined> {
      const [row] = await db
        .select()
        .from(sprints)
        .where(
          and(
            eq(sprints.customerId, customerId),
            squadScope(squadId),
            ne(sprints.id, exceptId),
            lte(sprints.startDate, dates.endDate),
            gte(sprints.endDate, dates.startDate),
          ),
        )
        .limit(1);
      return row;
    },

    async updateSprint(
      id: string,
      change: Partial<Pick<SprintRow, 'name' | 'startDate' | 'endDate' | 'workingDays'>>,
    ): Promise<void> {
      await db
        .update(sprints)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(sprints.id, id));
    },

    /** Moves every item of one sprint (every squad's) to another sprint, or to the backlog (null). */
    async moveAllItems(fromSprintId: string, toSprintId: string | null): Promise<string[]> {
      const moved = await db
        .update(workItems)
        .set({ sprintId: toSprintId, updatedAt: new Date() })
        .where(eq(workItems.sprintId, fromSprintId))
        .returning({ id: workItems.id });
      return moved.map((row) => row.id);
    },

    /** History entries of items a sprint change moved (the work-items module's history table). */
    async addHistory(rows: (typeof workItemHistory.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) {
        await db.insert(workItemHistory).values(rows);
      }
    },

    /** The caller as history names them (an active person of the organisation). */
    actor: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    async deleteSprint(id: string): Promise<void> {
      await db.delete(sprints).where(eq(sprints.id, id));
    },
  };
}

function squadScope(squadId: string | null) {
  return squadId === null ? isNull(sprints.squadId) : eq(sprints.squadId, squadId);
}
