import type { Notification } from '@squadboard/domain/notifications/notification.schema';

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

export class NotificationEvents {
  private readonly created = new Set<(event: NotificationCreated) => void>();
  private readonly counted = new Set<(event: UnreadChanged) => void>();

  onCreated(listener: (event: NotificationCreated) => void): () => void {
    this.created.add(listener);
    return () => this.created.delete(listener);
  }

  onCount(listener: (event: UnreadChanged) => void): () => void {
    this.counted.add(listener);
    return () => this.counted.delete(listener);
  }

  emitCreated(event: NotificationCreated): void {
    for (const listener of this.created) {
      listener(event);
    }
  }

  emitCount(event: UnreadChanged): void {
    for (const listener of this.counted) {
      listener(event);
    }
  }
}
