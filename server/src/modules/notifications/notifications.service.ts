import { personName } from '@squadboard/domain';
import { pageOffset } from '@squadboard/domain/common/pagination';
import {
  type MailPreferences,
  mailPreferenceOf,
  mailPreferencesOf,
  NOTIFICATION_LIMITS,
  type NotificationSubject,
} from '@squadboard/domain/notifications/notification.model';
import {
  addedReleases,
  mentionsInPlainText,
  type NotificationFacts,
  newAssignee,
  notificationLink,
  notificationRecipients,
  notificationTitle,
} from '@squadboard/domain/notifications/notification.rules';
import type {
  NotificationPage,
  NotificationQuery,
  UnreadCount,
} from '@squadboard/domain/notifications/notification.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createNotificationEvents } from './notification-events.ts';
import { notificationMail } from './notification-mail.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

// In-app notifications. The modules where things happen call the hooks below after
// their write committed; a hook never throws (a failure is logged: the user's write stands) and
// costs a few short queries: the rows of one event go in one statement, the mails after, in the
// background. Each stored notification is told to the gateway (NotificationEvents), which passes
// it to the recipient's socket room.

export interface NotificationsDeps {
  repo: NotificationsRepository;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** Who acted: the signed-in person and their organisation (from the session). */
export interface Actor {
  id: string;
  customerId: string;
}

/** The item a mention or an assignment is about, as its module names and links it. */
export interface NotificationSubjectRef {
  kind: NotificationSubject;
  id: string;
  /** How people know it, e.g. "WEBR1 - Vendor delay". */
  title: string;
}

export interface NotifyInput {
  customerId: string;
  actorId: string | null;
  recipients: readonly (string | null | undefined)[];
  facts: NotificationFacts;
  subject: { kind: NotificationSubject; id: string; link: string };
  /** Skip people who already have this very notification (same kind, subject and title). */
  once?: boolean;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: NotificationsDeps) {
  const { repo, mailer, config, log } = deps;
  const events = createNotificationEvents(log);
  /** Mails still being sent; `settled()` waits for them (tests, shutdown). */
  const pending = new Set<Promise<void>>();

  function inBackground(work: Promise<void>): void {
    const tracked = work.catch((err: unknown) => log.error({ err }, 'notification mail failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  }

  async function mailEach(
    rows: NotificationRow[],
    people: Map<string, { email: string; notificationMail: Partial<MailPreferences> }>,
  ): Promise<void> {
    await Promise.all(
      rows.map(async (row) => {
        const person = people.get(row.userId);
        if (!person || !mailPreferencesOf(person.notificationMail)[mailPreferenceOf(row.kind)]) {
          return;
        }
        try {
          await mailer.send(notificationMail(person.email, row.title, `${config.publicUrl}${row.link}`));
        } catch (err) {
          log.error({ err, notificationId: row.id }, 'notification mail failed; the notification stays');
        }
      }),
    );
  }

  async function store(input: NotifyInput): Promise<void> {
    const candidates = notificationRecipients(input.recipients, input.actorId);
    if (candidates.length === 0) {
      return;
    }
    const wanted = input.actorId ? [...candidates, input.actorId] : candidates;
    const found = await repo.people(input.customerId, wanted);
    const actor = found.find((p) => p.id === input.actorId);
    const actorName = actor ? personName(actor) : null;
    const title = notificationTitle(input.facts, actorName);
    // Only people of the organisation, active; never the actor.
    let recipients = found.filter((p) => candidates.includes(p.id));
    if (input.once) {
      const told = await repo.alreadyTold(
        recipients.map((p) => p.id),
        { kind: input.facts.kind, subjectKind: input.subject.kind, subjectId: input.subject.id, title },
      );
      recipients = recipients.filter((p) => !told.has(p.id));
    }
    if (recipients.length === 0) {
      return;
    }
    const rows = await repo.insert(
      recipients.map((p) => ({
        customerId: input.customerId,
        userId: p.id,
        kind: input.facts.kind,
        subjectKind: input.subject.kind,
        subjectId: input.subject.id,
        title,
        link: input.subject.link,
        actorId: actor?.id ?? null,
        actorName,
      })),
    );
    const userIds = rows.map((row) => row.userId);
    await repo.trim(userIds);
    const unread = await repo.unreadCounts(userIds);
    for (const row of rows) {
      events.emitCreated({
        userId: row.userId,
        notification: presentNotification(row),
        unread: unread.get(row.userId) ?? 0,
      });
    }
    inBackground(mailEach(rows, new Map(recipients.map((p) => [p.id, p]))));
  }

  /** Never fails the caller's write: whatever goes wrong is logged. */
  async function notify(input: NotifyInput): Promise<void> {
    try {
      await store(input);
    } catch (err) {
      log.error({ err, kind: input.facts.kind, subjectId: input.subject.id }, 'notification failed');
    }
  }

  const linkOf = (subject: NotificationSubjectRef) => ({
    kind: subject.kind,
    id: subject.id,
    link: notificationLink(subject.kind, subject.id),
  });

  async function retroEvent(
    retroId: string,
    actorId: string | null,
    facts: (retro: { title: string }) => NotificationFacts,
  ): Promise<void> {
    try {
      const retro = await repo.retro(retroId);
      if (!retro) {
        return;
      }
      const made = facts(retro);
      await notify({
        customerId: retro.customerId,
        actorId,
        recipients: await repo.squadPeople(retro.squadId),
        facts: made,
        subject: {
          kind: 'retro',
          id: retro.id,
          link: notificationLink('retro', retro.id, made.kind, retro.meetingId),
        },
      });
    } catch (err) {
      log.error({ err, retroId }, 'retro notification failed');
    }
  }

  return {
    events,
    notify,

    /** Waits for the mails still being sent. */
    async settled(): Promise<void> {
      while (pending.size > 0) {
        await Promise.all([...pending]);
      }
    },

    /** People @mentioned in a rich-text comment (ids the comments service checked). */
    mentioned: (actor: Actor, ids: readonly string[], subject: NotificationSubjectRef) =>
      notify({
        customerId: actor.customerId,
        actorId: actor.id,
        recipients: ids,
        facts: { kind: 'mention', subject: subject.title },
        subject: linkOf(subject),
      }),

    /** People named "@First Last" in a plain-text comment (a register item's). */
    async mentionedInText(actor: Actor, text: string, subject: NotificationSubjectRef): Promise<void> {
      if (!text.includes('@')) {
        return;
      }
      try {
        const ids = mentionsInPlainText(text, await repo.named(actor.customerId));
        await notify({
          customerId: actor.customerId,
          actorId: actor.id,
          recipients: ids,
          facts: { kind: 'mention', subject: subject.title },
          subject: linkOf(subject),
        });
      } catch (err) {
        log.error({ err, subjectId: subject.id }, 'mention notification failed');
      }
    },

    /** The owner set or changed: the new one is told (unless they did it themselves). */
    assigned: (
      actor: Actor,
      before: string | null | undefined,
      after: string | null | undefined,
      subject: NotificationSubjectRef,
    ) =>
      notify({
        customerId: actor.customerId,
        actorId: actor.id,
        recipients: [newAssignee(before, after)],
        facts: { kind: 'assignment', subject: subject.title },
        subject: linkOf(subject),
      }),

    /** A work item gained releases: its owner hears of each while 'Release Tagging' is on. */
    async releaseTagged(
      actor: Actor,
      ownerId: string | null,
      before: readonly string[],
      after: readonly string[],
      subject: NotificationSubjectRef,
    ): Promise<void> {
      const added = addedReleases(before, after);
      if (!ownerId || ownerId === actor.id || added.length === 0) {
        return;
      }
      try {
        if (!(await repo.releaseTagging(actor.customerId))) {
          return;
        }
        for (const release of added) {
          await notify({
            customerId: actor.customerId,
            actorId: actor.id,
            recipients: [ownerId],
            facts: { kind: 'release_tagged', subject: subject.title, release },
            subject: linkOf(subject),
          });
        }
      } catch (err) {
        log.error({ err, subjectId: subject.id }, 'release notification failed');
      }
    },

    /** A retro planned for later: its squad's people (not whoever planned it). */
    retroScheduled: (retroId: string, actorId: string | null, at: Date) =>
      retroEvent(retroId, actorId, (retro) => ({ kind: 'retro_scheduled', title: retro.title, at })),

    /** A retro started: its squad's people may join. */
    retroStarted: (retroId: string, actorId: string | null) =>
      retroEvent(retroId, actorId, (retro) => ({ kind: 'retro_started', title: retro.title })),

    async list(userId: string, query: NotificationQuery): Promise<NotificationPage> {
      const pageSize = NOTIFICATION_LIMITS.pageSize;
      const [{ rows, total }, unread] = await Promise.all([
        repo.page(userId, query.unreadOnly, pageOffset(query.page, pageSize), pageSize),
        repo.unread(userId),
      ]);
      return { items: rows.map(presentNotification), total, unread, page: query.page, pageSize };
    },

    async unreadCount(userId: string): Promise<UnreadCount> {
      return { unread: await repo.unread(userId) };
    },

    /** Marks one as read; another person's id is not found. The other tabs hear the new count. */
    async markRead(userId: string, id: string): Promise<UnreadCount> {
      if (!(await repo.markRead(userId, id))) {
        throw appError('NOT_FOUND');
      }
      const unread = await repo.unread(userId);
      events.emitCount({ userId, unread });
      return { unread };
    },

    /**
     * The matter of a notice was dealt with (a guest's knock answered): it is marked read for
     * everyone it was sent to, and their bells follow. Never fails the caller.
     */
    async markHandled(match: Parameters<typeof repo.markReadBySubject>[0]): Promise<void> {
      try {
        const userIds = await repo.markReadBySubject(match);
        const unread = await repo.unreadCounts(userIds);
        for (const userId of userIds) {
          events.emitCount({ userId, unread: unread.get(userId) ?? 0 });
        }
      } catch (err) {
        log.error(
          { err, kind: match.kind, subjectId: match.subjectId },
          'marking notifications handled failed',
        );
      }
    },

    async markAllRead(userId: string): Promise<UnreadCount> {
      await repo.markAllRead(userId);
      // One may have arrived meanwhile: the count is read, not assumed.
      const unread = await repo.unread(userId);
      events.emitCount({ userId, unread });
      return { unread };
    },

    async mailPreferences(userId: string): Promise<MailPreferences> {
      return mailPreferencesOf(await repo.mailPreferences(userId));
    },

    async setMailPreferences(userId: string, preferences: MailPreferences): Promise<MailPreferences> {
      const stored = mailPreferencesOf(preferences);
      await repo.setMailPreferences(userId, stored);
      return stored;
    },
  };
}
