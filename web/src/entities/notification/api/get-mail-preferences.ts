import {
  type MailPreferencesPayload,
  ZMailPreferences,
} from '@squadboard/domain/notifications/notification.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_PATH, notificationKeys } from './keys.ts';

export const MAIL_PREFERENCES_PATH = `${NOTIFICATIONS_PATH}/mail-preferences`;

export function fetchMailPreferences(signal?: AbortSignal): Promise<MailPreferencesPayload> {
  return api.get(MAIL_PREFERENCES_PATH, { schema: ZMailPreferences, signal });
}

export const mailPreferencesQuery = queryOptions({
  queryKey: notificationKeys.mailPreferences(),
  queryFn: ({ signal }) => fetchMailPreferences(signal),
});

/** GET /api/notifications/mail-preferences: which notifications also come by mail. */
export function useMailPreferences() {
  return useQuery(mailPreferencesQuery);
}
