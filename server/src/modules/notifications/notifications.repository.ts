import {
  type MailPreferences,
  NOTIFICATION_LIMITS,
} from '@squadboard/domain/notifications/notification.model';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keptTotal } from '../../db/list-sql.ts';
import {
  companySettings,
  notificationCounts,
  notifications,
  retros,
  squadMembers,
  squads,
  users,
} from '../../db/schema/index.ts';

// SQL of the notifications module. Every read and change of a person's notifications
// is scoped by their user id; who may be told is read here too (people of one organisation,
// squads' people, retro admins), so the service needs no other module's repository.

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Only active people are told; invited or deactivated accounts are not. */
const TOLD = eq(users.status, 'ACTIVE');

export function createNotificationsRepository(db: Executor) {
  /**
   * A person's notifications (unread only, or read only, or all when `unread` is undefined) from
   * notification_counts, kept by a trigger (migration 0025), not a count of their rows.
   */
  async function keptCount(userId: string, unread?: boolean): Promise<number> {
    const [row] = await db
      .select({ n: keptTotal(notificationCounts.n) })
      .from(notificationCounts)
      .where(
        and(
          eq(notificationCounts.userId, userId),
          unread === undefined ? undefined : eq(notificationCounts.unread, unread),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /** Which of `ids` are active people of the organisation, with what their mail needs. */
    async people(customerId: string, ids: readonly string[]) {
      if (ids.length === 0) {
        return [];
      }
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          notificationMail: users.notificationMail,
        })
        .from(users)
        .where(and(eq(users.customerId, customerId), inArray(users.id, [...ids]), TOLD));
    },

    /** The organisation's active people by name, for "@First Last" in plain text. */
    async named(customerId: string) {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.customerId, customerId), TOLD));
    },

    /** The organisation's 'Release Tagging' setting (off until saved). */
    async releaseTagging(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: companySettings.releaseNotification })
        .from(companySettings)
        .where(eq(companySettings.customerId, customerId));
      return row?.on ?? false;
    },

    /** A retro with what its notifications need: the squad's people and its admins. */
    async retro(retroId: string) {
      const [row] = await db
        .select({
          id: retros.id,
          customerId: retros.customerId,
          squadId: retros.squadId,
          title: retros.title,
          meetingId: retros.meetingId,
          leadId: squads.leadId,
        })
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(eq(retros.id, retroId));
      return row;
    },

    /** The squad's lead and members. */
    async squadPeople(squadId: string): Promise<string[]> {
      const [members, lead] = await Promise.all([
        db.select({ id: squadMembers.userId }).from(squadMembers).where(eq(squadMembers.squadId, squadId)),
        db.select({ id: squads.leadId }).from(squads).where(eq(squads.id, squadId)),
      ]);
      return [...members.map((m) => m.id), ...lead.flatMap((l) => (l.id ? [l.id] : []))];
    },

    /** Who already has this very notification (a guest knocking again tells nobody twice). */
    async alreadyTold(
      userIds: readonly string[],
      match: Pick<NotificationRow, 'kind' | 'subjectKind' | 'subjectId' | 'title'>,
    ): Promise<Set<string>> {
      if (userIds.length === 0) {
        return new Set();
      }
      const rows = await db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, [...userIds]),
            eq(notifications.kind, match.kind),
            eq(notifications.subjectKind, match.subjectKind),
            eq(notifications.subjectId, match.subjectId),
            eq(notifications.title, match.title),
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },

    /** One statement for every recipient of an event. */
    async insert(rows: NewNotification[]): Promise<NotificationRow[]> {
      return rows.length === 0 ? [] : db.insert(notifications).values(rows).returning();
    },

    /** Keeps each person's newest NOTIFICATION_LIMITS.keepPerUser; only read ones beyond go. */
    async trim(userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) {
        return;
      }
      await db.execute(sql`
        delete from ${notifications} where ${notifications.id} in (
          select id from (
            select ${notifications.id} as id, ${notifications.readAt} as read_at,
              row_number() over (partition by ${notifications.userId}
                order by ${notifications.createdAt} desc, ${notifications.id} desc) as n
            from ${notifications}
            where ${inArray(notifications.userId, [...userIds])}
          ) ranked
          where ranked.n > ${NOTIFICATION_LIMITS.keepPerUser} and ranked.read_at is not null
        )`);
    },

    async unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) {
        return new Map();
      }
      const rows = await db
        .select({ userId: notificationCounts.userId, unread: notificationCounts.n })
        .from(notificationCounts)
        .where(and(inArray(notificationCounts.userId, [...userIds]), eq(notificationCounts.unread, true)));
      return new Map(rows.map((row) => [row.userId, row.unread]));
    },

    async unread(userId: string): Promise<number> {
      return keptCount(userId, true);
    },

    /** A page, newest first, and how many there are in all (or unread only). */
    async page(userId: string, unreadOnly: boolean, offset: number, limit: number) {
      const where = and(
        eq(notifications.userId, userId),
        unreadOnly ? isNull(notifications.readAt) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        keptCount(userId, unreadOnly ? true : undefined),
      ]);
      return { rows, total };
    },

    /** Marks one of the person's own as read (kept as first read); false when it is not theirs. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /**
     * Marks read, for everyone who has it, each unread notification of this kind about this
     * subject (and with this title, when given): the thing it asked for was dealt with.
     * Answers whose count changed.
     */
    async markReadBySubject(match: {
      customerId: string;
      kind: NotificationRow['kind'];
      subjectKind: NotificationRow['subjectKind'];
      subjectId: string;
      title?: string;
    }): Promise<string[]> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.customerId, match.customerId),
            eq(notifications.kind, match.kind),
            eq(notifications.subjectKind, match.subjectKind),
            eq(notifications.subjectId, match.subjectId),
            match.title === undefined ? undefined : eq(notifications.title, match.title),
            isNull(notifications.readAt),
          ),
        )
        .returning({ userId: notifications.userId });
      return [...new Set(rows.map((row) => row.userId))];
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async mailPreferences(userId: string): Promise<Partial<MailPreferences> | null> {
      const [row] = await db
        .select({ stored: users.notificationMail })
        .from(users)
        .where(eq(users.id, userId));
      return row?.stored ?? null;
    },

    async setMailPreferences(userId: string, preferences: MailPreferences): Promise<void> {
      await db.update(users).set({ notificationMail: preferences }).where(eq(users.id, userId));
    },
  };
}
