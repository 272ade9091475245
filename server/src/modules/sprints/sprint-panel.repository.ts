import { and, asc, eq, gt, inArray, isNotNull, isNull, like, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retros, sprintRuns, sprints, squads, workItemHistory, workItems } from '../../db/schema/index.ts';

// The SQL of the retro room's Sprint panel beyond what the sprint lifecycle's
// repository already reads (the squad's items in a sprint, when each reached Done): the retro and
// its sprint, the squad's run of it, the items its snapshots name and, for a run recorded before
// it kept them, the history that tells what joined or left it. Every query after the retro's is
// scoped by the retro's organisation.

export type SprintPanelRepository = ReturnType<typeof createSprintPanelRepository>;

/** The columns of an item the panel shows. */
const itemColumns = {
  id: workItems.id,
  type: workItems.type,
  title: workItems.title,
  acronym: workItems.acronym,
  acronymNumber: workItems.acronymNumber,
  statusId: workItems.statusId,
  ownerName: workItems.ownerName,
  size: workItems.size,
  effortHours: workItems.effortHours,
  createdAt: workItems.createdAt,
};

export function createSprintPanelRepository(db: Executor) {
  return {
    /**
     * The retro, its squad's lead and its sprint switch. `customerId` scopes it for a signed-in
     * viewer; a guest's seat was made by the server for this retro, so its id alone is trusted.
     */
    async retro(retroId: string, customerId: string | null) {
      const [row] = await db
        .select({
          id: retros.id,
          customerId: retros.customerId,
          squadId: retros.squadId,
          sprintId: retros.sprintId,
          status: retros.status,
          sprintPanel: retros.sprintPanel,
          facilitatorId: retros.facilitatorId,
          squadLeadId: squads.leadId,
        })
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(and(eq(retros.id, retroId), customerId ? eq(retros.customerId, customerId) : undefined));
      return row;
    },

    async setShown(customerId: string, retroId: string, shown: boolean): Promise<void> {
      await db
        .update(retros)
        .set({ sprintPanel: shown, updatedAt: new Date() })
        .where(and(eq(retros.id, retroId), eq(retros.customerId, customerId)));
    },

    async sprint(customerId: string, sprintId: string) {
      const [row] = await db
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, sprintId), eq(sprints.customerId, customerId)));
      return row;
    },

    /** The squad's run of the sprint (none before it starts), with what its completion recorded. */
    async run(customerId: string, sprintId: string, squadId: string) {
      const [row] = await db
        .select()
        .from(sprintRuns)
        .where(
          and(
            eq(sprintRuns.customerId, customerId),
            eq(sprintRuns.sprintId, sprintId),
            eq(sprintRuns.squadId, squadId),
          ),
        );
      return row;
    },

    /**
     * The organisation's items with these ids, in board order: those a run's snapshots name
     * (an item deleted since is not found).
     */
    itemsByIds(customerId: string, ids: readonly string[]) {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return db
        .select(itemColumns)
        .from(workItems)
        .where(and(eq(workItems.customerId, customerId), inArray(workItems.id, [...ids])))
        .orderBy(asc(workItems.rank), asc(workItems.id));
    },

    /**
     * The items a completion moved on, for a run completed before it kept their ids: its history entries say "Sprint: {name} → …" at the very
     * instant the run was completed (sprint-runs.service.ts writes them with the run).
     */
    carriedAt(customerId: string, sprintName: string, completedAt: Date) {
      const prefix = `Sprint: ${sprintName.replace(/[\\%_]/g, (c) => `\\${c}`)} → %`;
      return db
        .selectDistinct(itemColumns)
        .from(workItemHistory)
        .innerJoin(workItems, eq(workItems.id, workItemHistory.workItemId))
        .where(
          and(
            eq(workItemHistory.customerId, customerId),
            eq(workItemHistory.at, completedAt),
            like(workItemHistory.summary, prefix),
          ),
        );
    },

    /** History entries that changed something of these items between two instants (for the sprint changes). */
    changesOf(customerId: string, itemIds: readonly string[], after: Date, until: Date | null) {
      if (itemIds.length === 0) {
        return Promise.resolve([]);
      }
      return db
        .select({ workItemId: workItemHistory.workItemId, summary: workItemHistory.summary })
        .from(workItemHistory)
        .where(
          and(
            eq(workItemHistory.customerId, customerId),
            inArray(workItemHistory.workItemId, [...itemIds]),
            gt(workItemHistory.at, after),
            until ? lt(workItemHistory.at, until) : undefined,
            like(workItemHistory.summary, '%Sprint%'),
          ),
        );
    },

    /**
     * The squad's backlog items whose sprint changed (an edit's "Changed … Sprint …" entry) between
     * two instants: the candidates for "removed after the start".
     */
    backlogMovedBetween(customerId: string, squadId: string, after: Date, until: Date | null) {
      return db
        .selectDistinct({ ...itemColumns, summary: workItemHistory.summary })
        .from(workItemHistory)
        .innerJoin(workItems, eq(workItems.id, workItemHistory.workItemId))
        .where(
          and(
            eq(workItemHistory.customerId, customerId),
            eq(workItems.squadId, squadId),
            isNull(workItems.sprintId),
            gt(workItemHistory.at, after),
            until ? lt(workItemHistory.at, until) : undefined,
            like(workItemHistory.summary, 'Changed %Sprint%'),
          ),
        );
    },

    /** The live retros of these squads that look back on a sprint: the rooms a sprint change concerns. */
    liveRetrosOf(squadIds: readonly string[]) {
      if (squadIds.length === 0) {
        return Promise.resolve([]);
      }
      return db
        .select({ id: retros.id })
        .from(retros)
        .where(
          and(
            inArray(retros.squadId, [...squadIds]),
            eq(retros.status, 'INPROGRESS'),
            isNotNull(retros.sprintId),
          ),
        );
    },
  };
}
