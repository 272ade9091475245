import {
  type CompanySettings,
  type ReleaseNotification,
  ZSettingsResult,
} from '@squadboard/domain/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_KEY } from './keys.ts';

export async function setReleaseNotification(body: ReleaseNotification): Promise<CompanySettings> {
  const { settings } = await apiRequest('/api/settings/notifications', {
    method: 'PUT',
    body,
    schema: ZSettingsResult,
  });
  return settings;
}

export function useSetReleaseNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReleaseNotification,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
