import { type RetroSprintChoices, ZRetroSprintChoices } from '@squadboard/domain/retro/retro.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retrosKeys } from './keys.ts';

/** GET /api/retros/sprints: the sprints a retro of the squad may look back on, and the one to preselect. */
export function listRetroSprints(squadId: string, signal?: AbortSignal): Promise<RetroSprintChoices> {
  const params = new URLSearchParams({ squadId });
  return api.get(`/api/retros/sprints?${params.toString()}`, { schema: ZRetroSprintChoices, signal });
}

export function useRetroSprints(squadId: string | null) {
  return useQuery({
    queryKey: retrosKeys.sprints(squadId ?? ''),
    queryFn: ({ signal }) => listRetroSprints(squadId ?? '', signal),
    enabled: squadId !== null && squadId !== '',
  });
}
