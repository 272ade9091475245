import type { Caller } from '@squadboard/domain';
import type {
  StatusConfig,
  WorkItemStatusId,
  WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { nextAcronymNumber } from '../../db/acronym-numbers.ts';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { sprintClosedFor } from '../../db/closed-sprints.ts';
import {
  asRank,
  asUuid,
  containsPattern,
  keptTotal,
  keysetAfter,
  orderOf,
  type SortKey,
} from '../../db/list-sql.ts';
import { findProject } from '../../db/portfolio-projects.ts';
import {
  backlogCounts,
  type NewWorkItem,
  portfolioNodes,
  retros,
  sprints,
  squadStatusConfigs,
  squads,
  type WorkItemRow,
  workItemHistory,
  workItems,
} from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

export type WorkItemsRepository = ReturnType<typeof createWorkItemsRepository>;
export type WorkItemHistoryRow = typeof workItemHistory.$inferSelect;

/** The backlog's order: rank, then id for items that share a rank (two adds racing). */
export const BACKLOG_KEYS: readonly SortKey[] = [
  { expr: workItems.rank, desc: false, value: asRank },
  { expr: workItems.id, desc: false, value: asUuid },
];

export interface BacklogFilter {
  squadId: string;
  statuses: readonly WorkItemStatusId[];
  type?: WorkItemType;
  statusId?: WorkItemStatusId;
  ownerId?: string;
  label?: string;
  search?: string;
}

/** An item whose title or acronym id (PAYS12) contains `search`. */
const titleOrAcronymMatch = (search: string) =>
  sql`(${ilike(workItems.title, containsPattern(search))} or ${workItems.acronym} || ${workItems.acronymNumber} ilike ${containsPattern(search)})`;

function backlogWhere(filter: BacklogFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(workItems.squadId, filter.squadId),
    isNull(workItems.sprintId),
    inArray(workItems.statusId, [...filter.statuses]),
    filter.type ? eq(workItems.type, filter.type) : undefined,
    filter.statusId ? eq(workItems.statusId, filter.statusId) : undefined,
    filter.ownerId ? eq(workItems.ownerId, filter.ownerId) : undefined,
    filter.label ? sql`${filter.label} = any(${workItems.labels})` : undefined,
    filter.search ? titleOrAcronymMatch(filter.search) : undefined,
  ];
  return and(...conditions) as SQL;
}

export function createWorkItemsRepository(db: Executor) {
  return unitOfWork(db, workItemQueries);
}

function workItemQueries(db: Executor) {
  /**
   * How many backlog items match: without a filter beyond the backlog's statuses, a sum over
   * backlog_counts (kept by a trigger) rather than a count of every item.
   */
  async function backlogTotal(filter: BacklogFilter, where: SQL): Promise<number> {
    const narrowed = filter.type || filter.statusId || filter.ownerId || filter.label || filter.search;
    if (narrowed) {
      const [row] = await db.select({ n: count() }).from(workItems).where(where);
      return row?.n ?? 0;
    }
    const [row] = await db
      .select({ n: keptTotal(backlogCounts.n) })
      .from(backlogCounts)
      .where(
        and(eq(backlogCounts.squadId, filter.squadId), inArray(backlogCounts.statusId, [...filter.statuses])),
      );
    return row?.n ?? 0;
  }

  return {
    async find(customerId: string, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select()
        .from(workItems)
        .where(and(eq(workItems.id, id), eq(workItems.customerId, customerId)));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    /** The squad if the caller may see it (the one visible-squads rule). */
    async visibleSquad(caller: Caller, squadId: string) {
      const [row] = await db
        .select({ id: squads.id, acronym: squads.acronym, leadId: squads.leadId })
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquads(caller)));
      return row;
    },

    /** The retro an item was made from, when the caller may see that retro's squad. */
    async retroOrigin(caller: Caller, retroId: string) {
      const [row] = await db
        .select({ retroId: retros.id, retroTitle: retros.title, meetingId: retros.meetingId })
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(and(eq(retros.id, retroId), visibleSquads(caller)));
      return row;
    },

    /** Serialises the adds and moves of one squad's backlog, so two never pick the same rank. */
    async lockBacklog(squadId: string): Promise<void> {
      await db.select({ id: squads.id }).from(squads).where(eq(squads.id, squadId)).for('no key update');
    },

    project: (customerId: string, id: string) => findProject(db, customerId, id),

    /** A sprint of the organisation that the item's squad may use: its own or an enterprise one. */
    async sprintFor(customerId: string, sprintId: string, squadId: string | null) {
      const [row] = await db
        .select({ id: sprints.id, squadId: sprints.squadId })
        .from(sprints)
        .where(and(eq(sprints.id, sprintId), eq(sprints.customerId, customerId)));
      return row && (row.squadId === null || row.squadId === squadId) ? row : undefined;
    },

    /** Whether the squad completed that sprint (a completed sprint takes no more items). */
    sprintClosed: (sprintId: string, squadId: string) => sprintClosedFor(db, sprintId, squadId),

    assignable: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    nextNumber: (customerId: string, prefix: string) => nextAcronymNumber(db, customerId, prefix),

    /** The rank of the squad's last backlog item, or null for an empty backlog. */
    async lastRank(squadId: string): Promise<string | null> {
      const [row] = await db
        .select({ rank: workItems.rank })
        .from(workItems)
        .where(and(eq(workItems.squadId, squadId), isNull(workItems.sprintId)))
        .orderBy(desc(workItems.rank), desc(workItems.id))
        .limit(1);
      return row?.rank ?? null;
    },

    /** The first rank of the squad's backlog after `rank` (from the top when null), `movingId` aside. */
    async rankAfter(squadId: string, rank: string | null, movingId: string | null): Promise<string | null> {
      const [row] = await db
        .select({ rank: workItems.rank })
        .from(workItems)
        .where(
          and(
            eq(workItems.squadId, squadId),
            isNull(workItems.sprintId),
            rank === null ? undefined : gt(workItems.rank, rank),
            movingId ? ne(workItems.id, movingId) : undefined,
          ),
        )
        .orderBy(asc(workItems.rank), asc(workItems.id))
        .limit(1);
      return row?.rank ?? null;
    },

    async insert(values: NewWorkItem): Promise<WorkItemRow> {
      const [row] = await db.insert(workItems).values(values).returning();
      if (!row) {
        throw new Error('work item insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewWorkItem>): Promise<WorkItemRow> {
      const [row] = await db
        .update(workItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(workItems.id, id))
        .returning();
      if (!row) {
        throw new Error('work item update returned no row');
      }
      return row;
    },

    /** The Features of a project, or of every project under an initiative, oldest first. */
    async featuresUnder(customerId: string, nodeId: string): Promise<WorkItemRow[]> {
      const projectIds = db
        .select({ id: portfolioNodes.id })
        .from(portfolioNodes)
        .where(and(eq(portfolioNodes.customerId, customerId), eq(portfolioNodes.parentId, nodeId)));
      return db
        .select()
        .from(workItems)
        .where(
          and(
            eq(workItems.customerId, customerId),
            eq(workItems.type, 'Feature'),
            sql`(${workItems.projectId} = ${nodeId} or ${workItems.projectId} in ${projectIds})`,
          ),
        )
        .orderBy(asc(workItems.createdAt), asc(workItems.id));
    },

    /**
     * Open items of `kinds` the caller may see, to put an item under (the edit dialog's Parent):
     * of a squad they see, or of no squad (a Feature straight under its project).
     */
    async parentCandidates(caller: Caller, kinds: readonly WorkItemType[], search: string, limit: number) {
      const seen = db.select({ id: squads.id }).from(squads).where(visibleSquads(caller));
      return db
        .select()
        .from(workItems)
        .where(
          and(
            eq(workItems.customerId, caller.customerId),
            inArray(workItems.type, [...kinds]),
            ne(workItems.statusId, 4),
            sql`(${workItems.squadId} is null or ${workItems.squadId} in ${seen})`,
            search ? titleOrAcronymMatch(search) : undefined,
          ),
        )
        .orderBy(asc(workItems.acronym), asc(workItems.acronymNumber))
        .limit(limit);
    },

    async childStatuses(id: string): Promise<WorkItemStatusId[]> {
      const rows = await db
        .select({ statusId: workItems.statusId })
        .from(workItems)
        .where(eq(workItems.parentId, id));
      return rows.map((row) => row.statusId);
    },

    async childTypes(id: string): Promise<WorkItemRow['type'][]> {
      const rows = await db
        .selectDistinct({ type: workItems.type })
        .from(workItems)
        .where(eq(workItems.parentId, id));
      return rows.map((row) => row.type);
    },

    async children(customerId: string, id: string): Promise<WorkItemRow[]> {
      return db
        .select()
        .from(workItems)
        .where(and(eq(workItems.parentId, id), eq(workItems.customerId, customerId)))
        .orderBy(asc(workItems.rank), asc(workItems.id));
    },

    /** Moves every child (and theirs, by project) to the item's new project. */
    async setProjectOfDescendants(id: string, projectId: string | null): Promise<void> {
      await db.execute(sql`
        with recursive below as (
          select ${workItems.id} as id from ${workItems} where ${workItems.parentId} = ${id}
          union all
          select w.id from ${workItems} w join below b on w.parent_id = b.id
        )
        update ${workItems} set project_id = ${projectId} where id in (select id from below)`);
    },

    async addHistory(values: typeof workItemHistory.$inferInsert): Promise<void> {
      await db.insert(workItemHistory).values(values);
    },

    async history(id: string): Promise<WorkItemHistoryRow[]> {
      return db
        .select()
        .from(workItemHistory)
        .where(eq(workItemHistory.workItemId, id))
        .orderBy(desc(workItemHistory.at), desc(workItemHistory.id));
    },

    async statusConfig(squadId: string): Promise<StatusConfig | undefined> {
      const [row] = await db.select().from(squadStatusConfigs).where(eq(squadStatusConfigs.squadId, squadId));
      return row ? { statuses: row.statuses, columns: row.columns, backlog: row.backlog } : undefined;
    },

    async saveStatusConfig(customerId: string, squadId: string, config: StatusConfig): Promise<void> {
      const values = { ...config, customerId, squadId, updatedAt: new Date() };
      await db
        .insert(squadStatusConfigs)
        .values(values)
        .onConflictDoUpdate({ target: squadStatusConfigs.squadId, set: values });
    },

    /** A page of the backlog in rank order (work_items_backlog_idx), and how many items match. */
    async backlog(
      filter: BacklogFilter,
      after: readonly (string | number)[] | null,
      limit: number,
    ): Promise<{ rows: WorkItemRow[]; more: boolean; total: number }> {
      const where = backlogWhere(filter);
      const rows = await db
        .select()
        .from(workItems)
        .where(after ? and(where, keysetAfter(BACKLOG_KEYS, after)) : where)
        .orderBy(...orderOf(BACKLOG_KEYS))
        .limit(limit + 1);
      return {
        rows: rows.slice(0, limit),
        more: rows.length > limit,
        total: await backlogTotal(filter, where),
      };
    },

    /** Items of the organisation by id, locked, for a bulk change. */
    async findMany(customerId: string, ids: readonly string[]): Promise<WorkItemRow[]> {
      return db
        .select()
        .from(workItems)
        .where(and(eq(workItems.customerId, customerId), inArray(workItems.id, [...ids])))
        .orderBy(asc(workItems.id))
        .for('update');
    },
  };
}
