import { z } from 'zod';
import { ZPage } from '../common/pagination.ts';
import { MAIL_PREFERENCE_KINDS, NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from './notification.model.ts';

// Notifications over HTTP (/api/notifications) and the socket (`notification:new`), one schema each.

export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  subjectKind: z.enum(NOTIFICATION_SUBJECTS),
  subjectId: z.string(),
  /** One line for people, e.g. "Ada Lovelace mentioned you on WEBR1 - Vendor delay". */
  title: z.string(),
  /** Where it opens, a path of the app (e.g. "/raid/<id>", "/backlog?work-item=<id>"). */
  link: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type NotificationQuery = z.infer<typeof ZNotificationQuery>;

/** GET /api/notifications: newest first, a page of NOTIFICATION_LIMITS.pageSize. */
export const ZNotificationPage = ZPage(ZNotification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** GET /api/notifications/unread-count, POST …/:id/read and POST …/read-all answer this. */
export const ZUnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;

export const ZMailPreferences = z.object(
  Object.fromEntries(MAIL_PREFERENCE_KINDS.map((kind) => [kind, z.boolean()])) as {
    [K in (typeof MAIL_PREFERENCE_KINDS)[number]]: z.ZodBoolean;
  },
);
export type MailPreferencesPayload = z.infer<typeof ZMailPreferences>;

/** The socket's `notification:new`, to the recipient's own room (every tab of theirs). */
export const ZNotificationEvent = z.object({ notification: ZNotification, unread: z.number().int() });
export type NotificationEvent = z.infer<typeof ZNotificationEvent>;
