import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import type { NotificationRow } from './notifications.repository.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    title: row.title,
    link: row.link,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
