import {
  type MailPreferencesPayload,
  ZMailPreferences,
} from '@squadboard/domain/notifications/notification.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MAIL_PREFERENCES_PATH } from './get-mail-preferences.ts';
import { notificationKeys } from './keys.ts';

export function updateMailPreferences(body: MailPreferencesPayload): Promise<MailPreferencesPayload> {
  return apiRequest(MAIL_PREFERENCES_PATH, { method: 'PUT', body, schema: ZMailPreferences });
}

/**
 * PUT /api/notifications/mail-preferences. The switch moves at once (the cache holds the wanted
 * choice while it saves); a refusal puts back what was there before.
 */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.mailPreferences();
  return useMutation({
    mutationFn: updateMailPreferences,
    onMutate: async (wanted) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MailPreferencesPayload>(key);
      queryClient.setQueryData(key, wanted);
      return { before };
    },
    onError: (_error, _wanted, context) => {
      if (context?.before) {
        queryClient.setQueryData(key, context.before);
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
