import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

// Issue 19: in-app notifications. Built by the notifications module.

export interface NotificationsDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(_deps: NotificationsDeps) {
  return {};
}
