import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import { createSignal, type SignalLog } from '../../events/signal.ts';

// Told after a notification is stored or read: the realtime gateway subscribes and passes it to
// the person's own room (`user:<id>`, every tab, any node through Redis), so the notifications
// service does not depend on the gateway.

export interface NotificationCreated {
  userId: string;
  notification: Notification;
  unread: number;
}

export interface UnreadChanged {
  userId: string;
  unread: number;
}

export type NotificationEvents = ReturnType<typeof createNotificationEvents>;

export function createNotificationEvents(log: SignalLog) {
  const created = createSignal<NotificationCreated>(log, 'notification created');
  const counted = createSignal<UnreadChanged>(log, 'unread notifications counted');
  return { onCreated: created.on, emitCreated: created.emit, onCount: counted.on, emitCount: counted.emit };
}
