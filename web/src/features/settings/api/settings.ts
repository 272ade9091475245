import {
  type CompanySettings,
  type ReleaseNotification,
  type SaveSettings,
  ZSaveSettingsResult,
  ZSettingsResult,
} from '@squadboard/domain/settings/settings.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';

const SETTINGS_KEY = ['settings'] as const;

export async function fetchSettings(signal?: AbortSignal): Promise<CompanySettings> {
  const { settings } = await api.get('/api/settings', { schema: ZSettingsResult, signal });
  return settings;
}

export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => fetchSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQuery);
}

export function saveSettings(body: SaveSettings) {
  return apiRequest('/api/settings', { method: 'PUT', body, schema: ZSaveSettingsResult });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (result) => queryClient.setQueryData(SETTINGS_KEY, result.settings),
  });
}

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
