import { type SprintConfig, ZSprintConfig } from '@squadboard/domain/sprints/sprint.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

export function setCadence(enterpriseCadence: boolean): Promise<SprintConfig> {
  return apiRequest('/api/sprints/cadence', {
    method: 'PUT',
    body: { enterpriseCadence },
    schema: ZSprintConfig,
  });
}

/** Spec 000 §4: toggling calls the server and reloads the sprint list. */
export function useSetCadence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCadence,
    onSuccess: async (config) => {
      queryClient.setQueryData(SPRINT_KEYS.config, config);
      await queryClient.invalidateQueries({ queryKey: SPRINT_KEYS.all });
    },
  });
}
