import type { Caller } from '@squadboard/domain';
import { and, asc, count, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { countSquadsOf, findCustomerPlan, lockCustomerPlan } from '../../db/customer-plan.ts';
import { containsPattern } from '../../db/list-sql.ts';
import {
  type SquadRow,
  sprintCadences,
  squadMembers,
  squads,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of the squads feature. Every query is scoped to one customer; policy lives
// in the service.

export type SquadsRepository = UnitOfWork<ReturnType<typeof squadsQueries>>;

/** Which squads a caller sees: the whole organisation, or those they lead or belong to. */
export type SquadScope =
  | { customerId: string; all: true }
  | { customerId: string; all: false; userId: string };

export type SquadUserRow = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'avatarKey' | 'role' | 'status'
>;

export interface SquadWithLead {
  squad: SquadRow;
  lead: SquadUserRow | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarKey: users.avatarKey,
  role: users.role,
  status: users.status,
};

const lead = alias(users, 'lead');
const leadColumns = {
  id: lead.id,
  email: lead.email,
  firstName: lead.firstName,
  lastName: lead.lastName,
  avatarKey: lead.avatarKey,
  role: lead.role,
  status: lead.status,
};

/** Statuses of users who can still be picked as a lead or member. */
export const PICKABLE_STATUSES = ['ACTIVE', 'UNVERIFIED'] as const;

const byName = [
  asc(sql`lower(coalesce(${users.firstName}, ''))`),
  asc(sql`lower(coalesce(${users.lastName}, ''))`),
  asc(users.email),
];

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) {
    return undefined;
  }
  const pattern = containsPattern(search);
  return or(ilike(squads.name, pattern), ilike(squads.acronym, pattern));
}

export function createSquadsRepository(db: Executor): SquadsRepository {
  return unitOfWork(db, squadsQueries);
}

function squadsQueries(db: Executor) {
  return {
    /**
     * Locks the organisation's row until the transaction ends, so two squad creations of one
     * organisation run one after the other and the second counts the first (and a plan change
     * waits for both: the shared query in db/customer-plan.ts).
     */
    lockCustomer: (customerId: string) => lockCustomerPlan(db, customerId),
    findCustomerPlan: (customerId: string) => findCustomerPlan(db, customerId),
    countSquads: (customerId: string) => countSquadsOf(db, customerId),

    async isAcronymTaken(customerId: string, acronym: string, exceptSquadId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: squads.id })
        .from(squads)
        .where(
          and(
            eq(squads.customerId, customerId),
            sql`upper(${squads.acronym}) = upper(${acronym})`,
            exceptSquadId ? sql`${squads.id} <> ${exceptSquadId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The users of `customerId` among `ids`; ids of other organisations simply do not come back. */
    async findUsers(customerId: string, ids: string[]): Promise<SquadUserRow[]> {
      if (ids.length === 0) {
        return [];
      }
      return db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.customerId, customerId), inArray(users.id, ids)));
    },

    /** Users who may be picked: not inactive or disabled, Squad Admins only when `role` says so. */
    async findPickableUsers(customerId: string, role?: UserRow['role']): Promise<SquadUserRow[]> {
      return db
        .select(userColumns)
        .from(users)
        .where(
          and(
            eq(users.customerId, customerId),
            inArray(users.status, [...PICKABLE_STATUSES]),
            role ? eq(users.role, role) : undefined,
          ),
        )
        .orderBy(...byName);
    },

    /**
     * Every squad the caller sees, by name, with what deciding their abilities needs: the lead
     * and whether the organisation plans sprints on the enterprise cadence.
     */
    async choices(caller: Caller) {
      const enterprise = db
        .select({ enterprise: sprintCadences.enterprise })
        .from(sprintCadences)
        .where(eq(sprintCadences.customerId, caller.customerId));
      return db
        .select({
          id: squads.id,
          name: squads.name,
          customerId: squads.customerId,
          leadId: squads.leadId,
          enterprise: sql<boolean>`coalesce((${enterprise}), false)`,
        })
        .from(squads)
        .where(visibleSquads(caller))
        .orderBy(asc(sql`lower(${squads.name})`), asc(squads.id));
    },

    async listSquads(
      caller: Caller,
      options: { search?: string; limit: number; offset: number },
    ): Promise<{ rows: SquadWithLead[]; total: number }> {
      const where = and(visibleSquads(caller), searchFilter(options.search));
      // A Super Admin sees every squad: the kept count. Others count only the squads they are in.
      const total =
        caller.role === 'SUPER_ADMIN' && !options.search
          ? await countSquadsOf(db, caller.customerId)
          : ((await db.select({ n: count() }).from(squads).where(where))[0]?.n ?? 0);
      const rows = await db
        .select({ squad: squads, lead: leadColumns })
        .from(squads)
        .leftJoin(lead, eq(lead.id, squads.leadId))
        .where(where)
        .orderBy(asc(sql`lower(${squads.name})`), asc(squads.acronym), asc(squads.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows: rows.map(withNullableLead), total };
    },

    /** One squad the caller may see; `lock` holds its row until the transaction ends. */
    async findSquad(caller: Caller, id: string, lock = false): Promise<SquadWithLead | undefined> {
      const query = db
        .select({ squad: squads, lead: leadColumns })
        .from(squads)
        .leftJoin(lead, eq(lead.id, squads.leadId))
        .where(and(eq(squads.id, id), visibleSquads(caller)));
      const [row] = lock ? await query.for('update', { of: squads }) : await query;
      return row ? withNullableLead(row) : undefined;
    },

    /** Members of the given squads, each list ordered by name. */
    async membersOf(squadIds: string[]): Promise<Map<string, SquadUserRow[]>> {
      const bySquad = new Map<string, SquadUserRow[]>(squadIds.map((id) => [id, []]));
      if (squadIds.length === 0) {
        return bySquad;
      }
      const rows = await db
        .select({ squadId: squadMembers.squadId, user: userColumns })
        .from(squadMembers)
        .innerJoin(users, eq(users.id, squadMembers.userId))
        .where(inArray(squadMembers.squadId, squadIds))
        .orderBy(...byName);
      for (const row of rows) {
        bySquad.get(row.squadId)?.push(row.user);
      }
      return bySquad;
    },

    async insertSquad(input: {
      customerId: string;
      name: string;
      acronym: string;
      leadId: string;
    }): Promise<SquadRow> {
      const [row] = await db.insert(squads).values(input).returning();
      if (!row) {
        throw new Error('squad insert returned nothing');
      }
      return row;
    },

    async updateSquad(
      id: string,
      change: Partial<Pick<SquadRow, 'name' | 'acronym' | 'leadId' | 'sprintRetroTime'>>,
    ): Promise<void> {
      await db
        .update(squads)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(squads.id, id));
    },

    /** Makes `userIds` the squad's members: removes the others, adds the missing ones. */
    async setMembers(squadId: string, userIds: string[]): Promise<void> {
      await db
        .delete(squadMembers)
        .where(
          and(
            eq(squadMembers.squadId, squadId),
            userIds.length > 0 ? notInArray(squadMembers.userId, userIds) : undefined,
          ),
        );
      if (userIds.length > 0) {
        await db
          .insert(squadMembers)
          .values(userIds.map((userId) => ({ squadId, userId })))
          .onConflictDoNothing();
      }
    },

    async deleteSquad(id: string): Promise<void> {
      await db.delete(squads).where(eq(squads.id, id));
    },
  };
}

function withNullableLead(row: { squad: SquadRow; lead: SquadUserRow | null }): SquadWithLead {
  // A left join yields a lead whose columns are all null when the lead is gone.
  return { squad: row.squad, lead: row.lead?.id ? row.lead : null };
}
