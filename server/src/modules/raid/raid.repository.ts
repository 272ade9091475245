import type { Caller } from '@squadboard/domain';
import type { RaidLevel, RelatesTo } from '@squadboard/domain/raid/raid.model';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { nextAcronymNumber } from '../../db/acronym-numbers.ts';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { findPortfolioNode } from '../../db/portfolio-projects.ts';
import {
  type NewRaidRow,
  portfolioNodes,
  type RaidRow,
  raidItems,
  squads,
  workItems,
} from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

export type RaidRepository = ReturnType<typeof createRaidRepository>;

/** A RAID item with what it is shown with: its parent node and, for a Dependency, its work item. */
export interface RaidListRow {
  item: RaidRow;
  parent: { id: string; acronym: string; acronymNumber: number; title: string };
  workItem: { id: string; acronym: string; acronymNumber: number; title: string } | null;
  /** Whether the caller may see the work item (a squad's item follows the visible-squads rule). */
  workItemVisible: boolean;
}

export function createRaidRepository(db: Executor) {
  return unitOfWork(db, raidQueries);
}

function raidQueries(db: Executor) {
  /** The ids of the squads the caller may see, as a subquery. */
  const seenSquads = (caller: Caller) =>
    db.select({ id: squads.id }).from(squads).where(visibleSquads(caller));

  /** A work item of no squad (a Feature) or of a squad the caller may see. */
  const visibleWorkItem = (caller: Caller): SQL =>
    sql`(${workItems.squadId} is null or ${workItems.squadId} in ${seenSquads(caller)})`;

  /**
   * Work items under a portfolio node: a Project's own, or those of every Project of an
   * Initiative (work items name their project; an epic's stories carry it too).
   */
  const underNode = (customerId: string, nodeId: string): SQL =>
    or(
      eq(workItems.projectId, nodeId),
      inArray(
        workItems.projectId,
        db
          .select({ id: portfolioNodes.id })
          .from(portfolioNodes)
          .where(and(eq(portfolioNodes.customerId, customerId), eq(portfolioNodes.parentId, nodeId))),
      ),
    ) as SQL;

  return {
    async find(customerId: string, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select()
        .from(raidItems)
        .where(and(eq(raidItems.id, id), eq(raidItems.customerId, customerId)));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    /** The register (or one item of it) with parents and work items, newest raised first. */
    async listRows(caller: Caller, id?: string): Promise<RaidListRow[]> {
      return db
        .select({
          item: raidItems,
          parent: {
            id: portfolioNodes.id,
            acronym: portfolioNodes.acronym,
            acronymNumber: portfolioNodes.acronymNumber,
            title: portfolioNodes.title,
          },
          workItem: {
            id: workItems.id,
            acronym: workItems.acronym,
            acronymNumber: workItems.acronymNumber,
            title: workItems.title,
          },
          workItemVisible: sql<boolean>`${visibleWorkItem(caller)}`.mapWith(Boolean),
        })
        .from(raidItems)
        .innerJoin(portfolioNodes, eq(portfolioNodes.id, raidItems.parentId))
        .leftJoin(workItems, eq(workItems.id, raidItems.workItemId))
        .where(and(eq(raidItems.customerId, caller.customerId), id ? eq(raidItems.id, id) : undefined))
        .orderBy(desc(raidItems.raisedDate), desc(raidItems.createdAt), desc(raidItems.id));
    },

    /** A node of the organisation at `level`, or undefined. */
    parentAt: (customerId: string, id: string, level: RaidLevel) =>
      findPortfolioNode(db, customerId, id, level),

    /**
     * A work item of `type` under the node, of the organisation, and (unless `anySquad`) one the
     * caller may see.
     */
    async workItemUnder(
      caller: Caller,
      nodeId: string,
      type: RelatesTo,
      id: string,
      options: { anySquad: boolean },
    ) {
      const [row] = await db
        .select({ id: workItems.id })
        .from(workItems)
        .where(
          and(
            eq(workItems.id, id),
            eq(workItems.customerId, caller.customerId),
            eq(workItems.type, type),
            underNode(caller.customerId, nodeId),
            options.anySquad ? undefined : visibleWorkItem(caller),
          ),
        );
      return row;
    },

    /** A Dependency's choices: the work items of `type` under the node that the caller may see. */
    async workItemsUnder(caller: Caller, nodeId: string, type: RelatesTo) {
      return db
        .select({
          id: workItems.id,
          acronym: workItems.acronym,
          acronymNumber: workItems.acronymNumber,
          title: workItems.title,
        })
        .from(workItems)
        .where(
          and(
            eq(workItems.customerId, caller.customerId),
            eq(workItems.type, type),
            underNode(caller.customerId, nodeId),
            visibleWorkItem(caller),
          ),
        )
        .orderBy(asc(workItems.acronym), asc(workItems.acronymNumber));
    },

    assignable: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    nextNumber: (customerId: string, prefix: string) => nextAcronymNumber(db, customerId, prefix),

    async insert(values: NewRaidRow): Promise<RaidRow> {
      const [row] = await db.insert(raidItems).values(values).returning();
      if (!row) {
        throw new Error('RAID insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewRaidRow>): Promise<RaidRow> {
      const [row] = await db
        .update(raidItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(raidItems.id, id))
        .returning();
      if (!row) {
        throw new Error('RAID update returned no row');
      }
      return row;
    },
  };
}
