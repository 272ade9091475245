import type { Caller } from '@squadboard/domain';
import { CLOSED_ITEM_STATUS } from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_STATUSES } from '@squadboard/domain/actions/action.schema';
import { OPEN_RAID_STATUSES } from '@squadboard/domain/raid/raid.model';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  actionRegisterItems,
  actionRegisters,
  actions,
  customers,
  raidItems,
  retros,
  sprintRuns,
  sprints,
  squads,
  users,
  workItems,
} from '../../db/schema/index.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

/** Every action status but Closed (the spec's three). */
const OPEN_ACTION_STATUSES = ACTION_STATUSES.filter((status) => status !== 'Closed');

// The dashboard home's SQL: read-only queries over other modules' tables, each scoped
// to the caller's organisation and, for squad data, to the squads the caller may see. Each list
// reads a few rows and counts the rest in the same statement (count(*) over ()), so a block costs
// one query however much the organisation holds.

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** The first row's window count, or 0 for no rows. */
function totalOf(rows: readonly { total: number }[]): number {
  return rows[0]?.total ?? 0;
}

export function createDashboardRepository(db: Executor) {
  const retroColumns = {
    id: retros.id,
    title: retros.title,
    squadId: retros.squadId,
    squadName: squads.name,
    meetingId: retros.meetingId,
    status: retros.status,
    scheduledAt: retros.scheduledAt,
    startedAt: retros.startedAt,
    total,
  };

  return {
    /** Retros of a status in the caller's squads: running ones latest started first, scheduled soonest first. */
    async retros(caller: Caller, status: 'INPROGRESS' | 'SCHEDULED', limit: number) {
      const rows = await db
        .select(retroColumns)
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(
          and(eq(retros.customerId, caller.customerId), visibleSquads(caller), eq(retros.status, status)),
        )
        .orderBy(status === 'INPROGRESS' ? desc(retros.startedAt) : asc(retros.scheduledAt), asc(retros.id))
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /** Retro actions assigned to the caller in squads they see, not closed, soonest due first. */
    async myActions(caller: Caller, limit: number) {
      const rows = await db
        .select({
          id: actions.id,
          number: actions.number,
          title: actions.title,
          status: actions.status,
          dueDate: actions.dueDate,
          squadName: squads.name,
          total,
        })
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .where(
          and(
            eq(actions.customerId, caller.customerId),
            visibleSquads(caller),
            eq(actions.ownerId, caller.id),
            inArray(actions.status, OPEN_ACTION_STATUSES),
          ),
        )
        .orderBy(sql`${actions.dueDate} asc nulls last`, desc(actions.createdAt), asc(actions.id))
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /** Items of live registers (not archived or deleted) assigned to the caller, not closed. */
    async myRegisterItems(caller: Caller, limit: number) {
      const rows = await db
        .select({
          id: actionRegisterItems.id,
          title: actionRegisterItems.title,
          status: actionRegisterItems.status,
          dueDate: actionRegisterItems.dueDate,
          registerName: actionRegisters.name,
          total,
        })
        .from(actionRegisterItems)
        .innerJoin(actionRegisters, eq(actionRegisters.id, actionRegisterItems.actionRegisterId))
        .where(
          and(
            eq(actionRegisterItems.customerId, caller.customerId),
            eq(actionRegisters.customerId, caller.customerId),
            inArray(actionRegisters.status, ['Open', 'Closed']),
            eq(actionRegisterItems.ownerId, caller.id),
            ne(actionRegisterItems.status, CLOSED_ITEM_STATUS),
          ),
        )
        .orderBy(
          sql`${actionRegisterItems.dueDate} asc nulls last`,
          desc(actionRegisterItems.createdAt),
          asc(actionRegisterItems.id),
        )
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /**
     * The caller's work items in the running sprint of their squad: an item counts when its
     * squad has an active run of the sprint it sits in (a squad or an enterprise sprint).
     */
    async mySprintItems(caller: Caller, limit: number) {
      const rows = await db
        .select({
          id: workItems.id,
          acronym: workItems.acronym,
          acronymNumber: workItems.acronymNumber,
          title: workItems.title,
          type: workItems.type,
          statusId: workItems.statusId,
          squadId: squads.id,
          squadName: squads.name,
          sprintName: sprints.name,
          total,
        })
        .from(workItems)
        .innerJoin(squads, eq(squads.id, workItems.squadId))
        .innerJoin(
          sprintRuns,
          and(
            eq(sprintRuns.sprintId, workItems.sprintId),
            eq(sprintRuns.squadId, workItems.squadId),
            isNull(sprintRuns.completedAt),
          ),
        )
        .innerJoin(sprints, eq(sprints.id, sprintRuns.sprintId))
        .where(
          and(
            eq(workItems.customerId, caller.customerId),
            visibleSquads(caller),
            eq(workItems.ownerId, caller.id),
          ),
        )
        // Unfinished work first, then the backlog's own order.
        .orderBy(sql`(${workItems.statusId} = 4)`, asc(squads.name), asc(workItems.rank), asc(workItems.id))
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /** Each visible squad's running sprint with its squad's items in it: all, and done. */
    async activeSprints(caller: Caller, limit: number) {
      const items = sql<number>`(select count(*) from ${workItems}
        where ${workItems.sprintId} = ${sprintRuns.sprintId} and ${workItems.squadId} = ${sprintRuns.squadId})`;
      const done = sql<number>`(select count(*) from ${workItems}
        where ${workItems.sprintId} = ${sprintRuns.sprintId} and ${workItems.squadId} = ${sprintRuns.squadId}
        and ${workItems.statusId} = 4)`;
      const rows = await db
        .select({
          squadId: squads.id,
          squadName: squads.name,
          sprintId: sprints.id,
          sprintName: sprints.name,
          startDate: sprints.startDate,
          endDate: sprints.endDate,
          totalItems: items.mapWith(Number),
          doneItems: done.mapWith(Number),
          total,
        })
        .from(sprintRuns)
        .innerJoin(squads, eq(squads.id, sprintRuns.squadId))
        .innerJoin(sprints, eq(sprints.id, sprintRuns.sprintId))
        .where(
          and(
            eq(sprintRuns.customerId, caller.customerId),
            visibleSquads(caller),
            isNull(sprintRuns.completedAt),
          ),
        )
        .orderBy(asc(sprints.endDate), asc(squads.name), asc(squads.id))
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /**
     * Open RAID items of the organisation with a date on or before `horizon` (the register is the
     * whole organisation's): the caller's own first, then the earliest date.
     */
    async risksDue(caller: Caller, horizon: string, limit: number) {
      const mine = sql<boolean>`coalesce(${raidItems.ownerId} = ${caller.id}, false)`.mapWith(Boolean);
      const rows = await db
        .select({
          id: raidItems.id,
          acronym: raidItems.acronym,
          acronymNumber: raidItems.acronymNumber,
          title: raidItems.title,
          type: raidItems.type,
          status: raidItems.status,
          dueDate: raidItems.dueDate,
          ownerName: raidItems.ownerName,
          mine,
          total,
        })
        .from(raidItems)
        .where(
          and(
            eq(raidItems.customerId, caller.customerId),
            inArray(raidItems.status, [...OPEN_RAID_STATUSES]),
            isNotNull(raidItems.dueDate),
            lte(raidItems.dueDate, horizon),
          ),
        )
        .orderBy(desc(mine), asc(raidItems.dueDate), asc(raidItems.acronym), asc(raidItems.acronymNumber))
        .limit(limit);
      return { rows, total: totalOf(rows) };
    },

    /** What the organisation has set up: a squad, a retro (not deleted), someone besides its founder. */
    async setupProgress(customerId: string) {
      // One statement, each part stopping at its first row (or second, for people): the block
      // is asked for on every dashboard visit, and counting an organisation's rows is not needed.
      const [row] = await db
        .select({
          hasSquad: sql<boolean>`exists (select 1 from ${squads} where ${squads.customerId} = ${customerId})`,
          hasRetro: sql<boolean>`exists (select 1 from ${retros} where ${retros.customerId} = ${customerId} and ${retros.status} <> 'DELETED')`,
          hasInvited: sql<boolean>`(select count(*) from (select 1 from ${users} where ${users.customerId} = ${customerId} limit 2) as people) > 1`,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return {
        hasSquad: row?.hasSquad ?? false,
        hasRetro: row?.hasRetro ?? false,
        hasInvited: row?.hasInvited ?? false,
      };
    },
  };
}
