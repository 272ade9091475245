import {
  type RetroTemplate,
  type SaveRetroTemplate,
  ZRetroTemplate,
  ZRetroTemplateList,
} from '@squadboard/domain/retro/retro-template.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { RETRO_TEMPLATES_KEY, retroTemplatesKey } from './keys.ts';

// Templates a squad saves from a retro's columns: listed on the create page beside the
// built-in boards, saved from the room's toolbar. The server checks who may do what.

const PATH = '/api/retro-templates';

export async function listRetroTemplates(squadId: string): Promise<RetroTemplate[]> {
  const params = new URLSearchParams({ squadId });
  return (await api.get(`${PATH}?${params.toString()}`, { schema: ZRetroTemplateList })).items;
}

/** The squad's templates, newest first; nothing is fetched until a squad is chosen. */
export function useRetroTemplates(squadId: string | null) {
  return useQuery({
    queryKey: retroTemplatesKey(squadId ?? ''),
    queryFn: () => listRetroTemplates(squadId ?? ''),
    enabled: squadId !== null && squadId !== '',
  });
}

export function saveRetroTemplate(body: SaveRetroTemplate): Promise<RetroTemplate> {
  return api.post(PATH, body, { schema: ZRetroTemplate });
}

export function useSaveRetroTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetroTemplate,
    onSuccess: (template) => queryClient.invalidateQueries({ queryKey: retroTemplatesKey(template.squadId) }),
  });
}

export async function deleteRetroTemplate(id: string): Promise<void> {
  await apiRequest(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRetroTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRetroTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETRO_TEMPLATES_KEY }),
  });
}
