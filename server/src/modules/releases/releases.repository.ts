import type { Caller } from '@squadboard/domain';
import type { ReleaseStatus } from '@squadboard/domain/releases/release.model';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { findPortfolioNode } from '../../db/portfolio-projects.ts';
import {
  type NewReleaseRow,
  portfolioNodes,
  type ReleaseRow,
  releases,
  sprints,
  squads,
  workItems,
} from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;

/** A release with its initiative, as the list shows it. */
export interface ReleaseListRow {
  release: ReleaseRow;
  initiative: { id: string; acronym: string; acronymNumber: number; title: string };
}

/** Which releases a list holds: one by id, or the page's filters (statuses already resolved). */
export type ReleaseFilter = { id: string } | { initiativeId?: string; statuses: readonly ReleaseStatus[] };

/** The work item types a release dashboard counts. */
const DASHBOARD_TYPES = ['Epic', 'Story', 'Bug'] as const;

export function createReleasesRepository(db: Executor) {
  return unitOfWork(db, releaseQueries);
}

function releaseQueries(db: Executor) {
  /** A release not soft-deleted. */
  const live = ne(releases.status, 'Deleted');

  /** The ids of the organisation's projects under the initiative, as a subquery. */
  const projectsOf = (customerId: string, initiativeId: string) =>
    db
      .select({ id: portfolioNodes.id })
      .from(portfolioNodes)
      .where(
        and(
          eq(portfolioNodes.customerId, customerId),
          eq(portfolioNodes.parentId, initiativeId),
          eq(portfolioNodes.level, 'Project'),
        ),
      );

  /** A work item of no squad or of a squad the caller may see. */
  const visibleWorkItem = (caller: Caller): SQL =>
    sql`(${workItems.squadId} is null or ${workItems.squadId} in ${db
      .select({ id: squads.id })
      .from(squads)
      .where(visibleSquads(caller))})`;

  return {
    /** A live release of the organisation, or undefined. */
    async find(customerId: string, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select()
        .from(releases)
        .where(and(eq(releases.id, id), eq(releases.customerId, customerId), live));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    /** Live releases with their initiatives, newest first. */
    async listRows(customerId: string, filter: ReleaseFilter): Promise<ReleaseListRow[]> {
      const where =
        'id' in filter
          ? [eq(releases.id, filter.id), live]
          : [
              filter.initiativeId ? eq(releases.initiativeId, filter.initiativeId) : undefined,
              inArray(releases.status, [...filter.statuses]),
            ];
      return db
        .select({
          release: releases,
          initiative: {
            id: portfolioNodes.id,
            acronym: portfolioNodes.acronym,
            acronymNumber: portfolioNodes.acronymNumber,
            title: portfolioNodes.title,
          },
        })
        .from(releases)
        .innerJoin(portfolioNodes, eq(portfolioNodes.id, releases.initiativeId))
        .where(and(eq(releases.customerId, customerId), ...where))
        .orderBy(desc(releases.createdAt), desc(releases.id));
    },

    /** An Initiative of the organisation, or undefined. */
    initiative: (customerId: string, id: string) => findPortfolioNode(db, customerId, id, 'Initiative'),

    assignable: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    async insert(values: NewReleaseRow): Promise<ReleaseRow> {
      const [row] = await db.insert(releases).values(values).returning();
      if (!row) {
        throw new Error('release insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewReleaseRow>): Promise<ReleaseRow> {
      const [row] = await db
        .update(releases)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(releases.id, id))
        .returning();
      if (!row) {
        throw new Error('release update returned no row');
      }
      return row;
    },

    /**
     * A rename: the work items under the initiative's projects that name `from` in their release
     * version name `to` instead (an item already naming `to` just drops `from`, so it is not
     * listed twice).
     */
    async renameInWorkItems(customerId: string, initiativeId: string, from: string, to: string) {
      await db
        .update(workItems)
        .set({
          releaseVersions: sql`case when ${to} = any(${workItems.releaseVersions})
            then array_remove(${workItems.releaseVersions}, ${from}::text)
            else array_replace(${workItems.releaseVersions}, ${from}::text, ${to}::text) end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(workItems.customerId, customerId),
            inArray(workItems.projectId, projectsOf(customerId, initiativeId)),
            sql`${from} = any(${workItems.releaseVersions})`,
          ),
        );
    },

    /**
     * The dashboard's items: epics, stories and bugs under the initiative's projects whose release
     * version names the release, of squads the caller may see, by acronym id.
     */
    async dashboardItems(caller: Caller, initiativeId: string, name: string) {
      return db
        .select({
          id: workItems.id,
          type: workItems.type,
          acronym: workItems.acronym,
          acronymNumber: workItems.acronymNumber,
          title: workItems.title,
          statusId: workItems.statusId,
          squadId: workItems.squadId,
          squadName: squads.name,
          sprintName: sprints.name,
        })
        .from(workItems)
        .leftJoin(squads, eq(squads.id, workItems.squadId))
        .leftJoin(sprints, eq(sprints.id, workItems.sprintId))
        .where(
          and(
            eq(workItems.customerId, caller.customerId),
            inArray(workItems.type, [...DASHBOARD_TYPES]),
            inArray(workItems.projectId, projectsOf(caller.customerId, initiativeId)),
            sql`${name} = any(${workItems.releaseVersions})`,
            visibleWorkItem(caller),
          ),
        )
        .orderBy(asc(workItems.acronym), asc(workItems.acronymNumber));
    },

    /** The names of the live releases of the project's initiative; none for another's project. */
    async namesForProject(customerId: string, projectId: string): Promise<string[]> {
      const rows = await db
        .select({ name: releases.name })
        .from(releases)
        .where(
          and(
            eq(releases.customerId, customerId),
            live,
            inArray(
              releases.initiativeId,
              db
                .select({ id: portfolioNodes.parentId })
                .from(portfolioNodes)
                .where(
                  and(
                    eq(portfolioNodes.id, projectId),
                    eq(portfolioNodes.customerId, customerId),
                    eq(portfolioNodes.level, 'Project'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(releases.name));
      return rows.map((row) => row.name);
    },
  };
}
