import {
  type CreateEnterpriseSprints,
  type CreateSprintsResult,
  type CreateSquadSprint,
  ZCreateSprintsResult,
} from '@squadboard/domain/sprints/sprint.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './sprint-keys.ts';

export function createEnterpriseSprints(body: CreateEnterpriseSprints): Promise<CreateSprintsResult> {
  return api.post('/api/sprints/enterprise', body, { schema: ZCreateSprintsResult });
}

export function createSquadSprint(body: CreateSquadSprint): Promise<CreateSprintsResult> {
  return api.post('/api/sprints', body, { schema: ZCreateSprintsResult });
}

/** Spec 000 §7: after a create, the sprint list is refreshed from the response. */
function useCreate<B>(mutationFn: (body: B) => Promise<CreateSprintsResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData(SPRINT_KEYS.list(result.list.squadId), result.list);
    },
  });
}

export function useCreateEnterpriseSprints() {
  return useCreate(createEnterpriseSprints);
}

export function useCreateSquadSprint() {
  return useCreate(createSquadSprint);
}
