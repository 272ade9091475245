import {
  type CreateEnterpriseSprints,
  type CreateSprintsResult,
  ZCreateSprintsResult,
} from '@squadboard/domain/sprints/sprint.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

export function createEnterpriseSprints(body: CreateEnterpriseSprints): Promise<CreateSprintsResult> {
  return api.post('/api/sprints/enterprise', body, { schema: ZCreateSprintsResult });
}

/** Spec 000 §7: after a create, the sprint list is refreshed from the response. */
export function useCreateEnterpriseSprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnterpriseSprints,
    onSuccess: (result) => {
      queryClient.setQueryData(SPRINT_KEYS.list(result.list.squadId), result.list);
    },
  });
}
