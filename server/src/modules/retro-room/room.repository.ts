import type { Plan, Role, UserStatus } from '@squadboard/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  type ParticipantStatus,
  type RetroParticipantRow,
  type RetroRow,
  retroParticipants,
  retros,
  squads,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the retro room: who asked to enter which retro, and what was decided.

export type RoomRepository = UnitOfWork<ReturnType<typeof roomQueries>>;

/** A retro with what deciding admission needs: its squad's lead and its organisation's plan. */
export interface RoomRetroRow {
  retro: RetroRow;
  squadName: string;
  squadLeadId: string | null;
  plan: Plan;
}

/** A signed-in person as the room shows them, read fresh on every join. */
export interface RoomUserRow {
  id: string;
  customerId: string;
  role: Role;
  status: UserStatus;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
}

const roomRetroColumns = {
  retro: retros,
  squadName: squads.name,
  squadLeadId: squads.leadId,
  plan: customers.plan,
};

export function createRoomRepository(db: Executor): RoomRepository {
  return unitOfWork(db, roomQueries);
}

function roomQueries(db: Executor) {
  const retroWith = () =>
    db
      .select(roomRetroColumns)
      .from(retros)
      .innerJoin(squads, eq(squads.id, retros.squadId))
      .innerJoin(customers, eq(customers.id, retros.customerId));

  return {
    async retroByMeetingId(meetingId: string): Promise<RoomRetroRow | undefined> {
      const [row] = await retroWith().where(eq(retros.meetingId, meetingId));
      return row;
    },

    async retroById(retroId: string): Promise<RoomRetroRow | undefined> {
      const [row] = await retroWith().where(eq(retros.id, retroId));
      return row;
    },

    /** The organisation's active Super Admins (who may hear of a knock, admission.rules.ts). */
    async superAdminIds(customerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.customerId, customerId), eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'ACTIVE')),
        );
      return rows.map((row) => row.id);
    },

    /** The accounts behind these participants of the retro (guests have none). */
    async userIdsOf(retroId: string, participantIds: readonly string[]): Promise<string[]> {
      if (participantIds.length === 0) {
        return [];
      }
      const rows = await db
        .select({ userId: retroParticipants.userId })
        .from(retroParticipants)
        .where(
          and(eq(retroParticipants.retroId, retroId), inArray(retroParticipants.id, [...participantIds])),
        );
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** The retro row locked until the transaction ends: admissions of one retro run in turn. */
    async lockRetro(retroId: string): Promise<RoomRetroRow | undefined> {
      const [row] = await retroWith().where(eq(retros.id, retroId)).for('update', { of: retros });
      return row;
    },

    async user(userId: string): Promise<RoomUserRow | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          customerId: users.customerId,
          role: users.role,
          status: users.status,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          avatarKey: users.avatarKey,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async participant(id: string): Promise<RetroParticipantRow | undefined> {
      const [row] = await db.select().from(retroParticipants).where(eq(retroParticipants.id, id));
      return row;
    },

    async userParticipant(retroId: string, userId: string): Promise<RetroParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(retroParticipants)
        .where(and(eq(retroParticipants.retroId, retroId), eq(retroParticipants.userId, userId)));
      return row;
    },

    async guestByTokenHash(hash: string): Promise<RetroParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(retroParticipants)
        .where(eq(retroParticipants.guestTokenHash, hash));
      return row;
    },

    async insertGuest(retroId: string, name: string, tokenHash: string): Promise<RetroParticipantRow> {
      const [row] = await db
        .insert(retroParticipants)
        .values({ retroId, name, guestTokenHash: tokenHash, status: 'NEW' })
        .returning();
      if (!row) {
        throw new Error('guest insert returned no row');
      }
      return row;
    },

    /** The user's participant row in this retro, created on first entry; the name follows the profile. */
    async upsertUser(
      retroId: string,
      userId: string,
      name: string,
      status: ParticipantStatus,
    ): Promise<RetroParticipantRow> {
      const [row] = await db
        .insert(retroParticipants)
        .values({ retroId, userId, name, status })
        .onConflictDoUpdate({
          target: [retroParticipants.retroId, retroParticipants.userId],
          set: { name, updatedAt: new Date() },
        })
        .returning();
      if (!row) {
        throw new Error('participant upsert returned no row');
      }
      return row;
    },

    async update(
      id: string,
      change: Partial<
        Pick<RetroParticipantRow, 'status' | 'declinedAt' | 'firstAdmittedAt' | 'lastJoinedAt' | 'name'>
      >,
    ): Promise<RetroParticipantRow> {
      const [row] = await db
        .update(retroParticipants)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(retroParticipants.id, id))
        .returning();
      if (!row) {
        throw new Error('participant update returned no row');
      }
      return row;
    },

    /** Waiting participants of this retro among `ids`. */
    async waitingAmong(retroId: string, ids: readonly string[]): Promise<RetroParticipantRow[]> {
      if (ids.length === 0) {
        return [];
      }
      return db
        .select()
        .from(retroParticipants)
        .where(
          and(
            eq(retroParticipants.retroId, retroId),
            eq(retroParticipants.status, 'WAITING'),
            inArray(retroParticipants.id, [...ids]),
          ),
        );
    },

    /** Moves waiting participants of this retro to `status`; only those still waiting change. */
    async decide(
      retroId: string,
      ids: readonly string[],
      status: 'ADMITTED' | 'DECLINED',
    ): Promise<RetroParticipantRow[]> {
      if (ids.length === 0) {
        return [];
      }
      const at = new Date();
      return db
        .update(retroParticipants)
        .set(
          status === 'ADMITTED'
            ? {
                status,
                firstAdmittedAt: sql`coalesce(${retroParticipants.firstAdmittedAt}, ${at.toISOString()}::timestamptz)`,
                lastJoinedAt: at,
                updatedAt: at,
              }
            : { status, declinedAt: at, updatedAt: at },
        )
        .where(
          and(
            eq(retroParticipants.retroId, retroId),
            inArray(retroParticipants.id, [...ids]),
            eq(retroParticipants.status, 'WAITING'),
          ),
        )
        .returning();
    },

    /** Guests let into this retro so far (the free plan allows a fixed number). */
    async admittedGuests(retroId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(retroParticipants)
        .where(
          and(
            eq(retroParticipants.retroId, retroId),
            eq(retroParticipants.status, 'ADMITTED'),
            isNull(retroParticipants.userId),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
