import { type CompanySettings, ZSettingsResult } from '@squadboard/domain/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SETTINGS_KEY } from './keys.ts';

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
