import {
  type SaveSquadAdmins,
  type SaveSquadAdminsResult,
  ZSaveSquadAdminsResult,
} from '@squadboard/domain/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PERMISSIONS_KEY } from './keys.ts';

export function saveSquadAdmins(body: SaveSquadAdmins): Promise<SaveSquadAdminsResult> {
  return apiRequest('/api/roles/squad-admins', { method: 'PUT', body, schema: ZSaveSquadAdminsResult });
}

export function useSaveSquadAdmins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSquadAdmins,
    // Roles show in the Users tab too, so everything of this page is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
