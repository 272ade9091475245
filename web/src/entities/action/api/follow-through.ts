import { type FollowThrough, ZFollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

// GET /api/actions/follow-through?squadId=: a squad's "actions done by the next retro: N of M" for
// its last six ended retros, and its actions open across two retros or more. Under ['actions'], so
// raising, editing or closing an action anywhere refreshes it.

export type { FollowThrough };

export function fetchFollowThrough(squadId: string, signal?: AbortSignal): Promise<FollowThrough> {
  return api.get(`/api/actions/follow-through?squadId=${encodeURIComponent(squadId)}`, {
    schema: ZFollowThrough,
    signal,
  });
}

export function followThroughQuery(squadId: string) {
  return queryOptions({
    queryKey: ['actions', 'follow-through', squadId] as const,
    queryFn: ({ signal }) => fetchFollowThrough(squadId, signal),
  });
}

/** The squad's follow-through; nothing is asked while `squadId` is null. */
export function useFollowThrough(squadId: string | null) {
  return useQuery({ ...followThroughQuery(squadId ?? ''), enabled: squadId !== null });
}

/** Whether the squad has anything to show: an ended retro that raised actions, or a stuck action. */
export function hasFollowThrough(data: FollowThrough): boolean {
  return data.retros.some((retro) => retro.total > 0) || data.stuck.length > 0;
}

/** The server's "not for you" (403) or "no such squad" (404): the follow-through is simply not shown. */
export function isFollowThroughRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}
