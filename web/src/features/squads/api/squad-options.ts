import { type SquadOptions, ZSquadOptions } from '@squadboard/domain/squads/squads.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { squadsKeys } from './keys.ts';

export function fetchSquadOptions(signal?: AbortSignal): Promise<SquadOptions> {
  return api.get('/api/squads/options', { schema: ZSquadOptions, signal });
}

export const squadOptionsQuery = queryOptions({
  queryKey: squadsKeys.options(),
  queryFn: ({ signal }) => fetchSquadOptions(signal),
});

/** Lead and member candidates and the plan limit; only Super and Squad Admins may ask. */
export function useSquadOptions(enabled = true) {
  return useQuery({ ...squadOptionsQuery, enabled });
}
