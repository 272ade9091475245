import { type SaveSettings, ZSaveSettingsResult } from '@squadboard/domain/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_KEY } from './keys.ts';

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
