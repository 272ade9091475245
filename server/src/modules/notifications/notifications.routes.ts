import {
  ZMailPreferences,
  ZNotificationPage,
  ZNotificationQuery,
  ZUnreadCount,
} from '@squadboard/domain/notifications/notification.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['notifications'];

/** /api/notifications: the caller's own notifications and mail preferences, nobody else's. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { notifications } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first, a page at a time',
        querystring: ZNotificationQuery,
        response: { 200: ZNotificationPage, ...API_ERRORS },
      },
    },
    async (request) => notifications.list(callerOf(request).id, request.query),
  );

  r.get(
    '/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of yours are unread',
        response: { 200: ZUnreadCount, ...API_ERRORS },
      },
    },
    async (request) => notifications.unreadCount(callerOf(request).id),
  );

  r.post(
    '/read-all',
    {
      schema: { tags, summary: 'Mark all of yours as read', response: { 200: ZUnreadCount, ...API_ERRORS } },
    },
    async (request) => notifications.markAllRead(callerOf(request).id),
  );

  r.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of yours as read',
        params: ZIdParams,
        response: { 200: ZUnreadCount, ...API_ERRORS },
      },
    },
    async (request) => notifications.markRead(callerOf(request).id, request.params.id),
  );

  r.get(
    '/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Which notifications also come to you by mail',
        response: { 200: ZMailPreferences, ...API_ERRORS },
      },
    },
    async (request) => notifications.mailPreferences(callerOf(request).id),
  );

  r.put(
    '/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Choose which notifications also come to you by mail',
        body: ZMailPreferences,
        response: { 200: ZMailPreferences, ...API_ERRORS },
      },
    },
    async (request) => notifications.setMailPreferences(callerOf(request).id, request.body),
  );
}
