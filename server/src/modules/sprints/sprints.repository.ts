import type { Caller } from '@squadboard/domain';
import { and, asc, eq, gte, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type SprintRow, sprintCadences, sprints, squads, users } from '../../db/schema/index.ts';
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

function sprintQueries(db: Executor) {
  const squadColumns = { id: squads.id, name: squads.name, leadId: squads.leadId };

  return {
    async findTimeZone(userId: string): Promise<string | null> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? null;
    },

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
  };
}

function squadScope(squadId: string | null) {
  return squadId === null ? isNull(sprints.squadId) : eq(sprints.squadId, squadId);
}
