import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The retro admin starts a scheduled retro from its room (the same call as the retro list's Start). */
export function startRetro(retroId: string): Promise<unknown> {
  return apiRequest(`/api/retros/${encodeURIComponent(retroId)}/start`, { method: 'POST', body: {} });
}

export function useStartRetro() {
  return useMutation({ mutationFn: startRetro });
}
