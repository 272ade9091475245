import type { UserStatus } from '@squadboard/domain';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { and, asc, eq, exists, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, retros, sprints, squadMembers, squads, users } from '../../db/schema/index.ts';

// The calendar_feeds rows (one per person, only the token's SHA-256) and what a feed shows: the
// retros and sprints of the squads its owner leads or belongs to, within a window.

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;

export interface FeedOwner {
  userId: string;
  customerId: string;
  status: UserStatus;
}

export interface FeedSquad {
  id: string;
  name: string;
}

export interface FeedRetro {
  id: string;
  title: string;
  squadName: string;
  meetingId: string;
  status: RetroStatus;
  scheduledAt: Date;
  endedAt: Date | null;
  updatedAt: Date;
}

export interface FeedSprint {
  id: string;
  name: string;
  /** Null for an enterprise sprint, which every squad of the organisation shares. */
  squadName: string | null;
  startDate: string;
  endDate: string;
  updatedAt: Date;
}

export function createCalendarFeedRepository(db: Executor) {
  return {
    async feedOf(userId: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    /** Makes the person's address, or replaces it: the old token's hash is gone, so is its feed. */
    async replace(userId: string, tokenHash: string, at: Date) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at, lastReadAt: null })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: at, lastReadAt: null },
        })
        .returning();
      if (!row) {
        throw new Error('calendar feed not stored');
      }
      return row;
    },

    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** Whose address a token's hash is, with what the feed needs to decide whether to answer. */
    async ownerOf(tokenHash: string): Promise<FeedOwner | undefined> {
      const [row] = await db
        .select({ userId: users.id, customerId: users.customerId, status: users.status })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },

    async markRead(userId: string, at: Date): Promise<void> {
      await db.update(calendarFeeds).set({ lastReadAt: at }).where(eq(calendarFeeds.userId, userId));
    },

    /**
     * The squads the person leads or belongs to, for a Super Admin too: a feed is someone's own
     * calendar, not the organisation's (visibleSquads would give a Super Admin every squad).
     */
    async squadsOf(owner: FeedOwner): Promise<FeedSquad[]> {
      const member = db
        .select({ one: squadMembers.userId })
        .from(squadMembers)
        .where(and(eq(squadMembers.squadId, squads.id), eq(squadMembers.userId, owner.userId)));
      return db
        .select({ id: squads.id, name: squads.name })
        .from(squads)
        .where(
          and(eq(squads.customerId, owner.customerId), or(eq(squads.leadId, owner.userId), exists(member))),
        );
    },

    async retrosOf(customerId: string, squadIds: string[], from: Date, to: Date): Promise<FeedRetro[]> {
      if (squadIds.length === 0) {
        return [];
      }
      return db
        .select({
          id: retros.id,
          title: retros.title,
          squadName: squads.name,
          meetingId: retros.meetingId,
          status: retros.status,
          scheduledAt: retros.scheduledAt,
          endedAt: retros.endedAt,
          updatedAt: retros.updatedAt,
        })
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(
          and(
            eq(retros.customerId, customerId),
            inArray(retros.squadId, squadIds),
            // A deleted retro leaves the feed (calendar apps drop what a feed no longer lists);
            // a cancelled one stays, marked CANCELLED, so it is struck out rather than vanishing.
            ne(retros.status, 'DELETED'),
            gte(retros.scheduledAt, from),
            lte(retros.scheduledAt, to),
          ),
        )
        .orderBy(asc(retros.scheduledAt));
    },

    /** The squads' sprints and the organisation's enterprise sprints that touch [from, to]. */
    async sprintsOf(customerId: string, squadIds: string[], from: string, to: string): Promise<FeedSprint[]> {
      if (squadIds.length === 0) {
        return [];
      }
      return db
        .select({
          id: sprints.id,
          name: sprints.name,
          squadName: squads.name,
          startDate: sprints.startDate,
          endDate: sprints.endDate,
          updatedAt: sprints.updatedAt,
        })
        .from(sprints)
        .leftJoin(squads, eq(squads.id, sprints.squadId))
        .where(
          and(
            eq(sprints.customerId, customerId),
            or(inArray(sprints.squadId, squadIds), isNull(sprints.squadId)),
            gte(sprints.endDate, from),
            lte(sprints.startDate, to),
          ),
        )
        .orderBy(asc(sprints.startDate));
    },
  };
}
