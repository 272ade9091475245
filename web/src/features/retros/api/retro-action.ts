import { MSG } from '@squadboard/domain';
import type { RetroAction } from '@squadboard/domain/retro/retro.rules';
import { ZRetro } from '@squadboard/domain/retro/retro.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETROS_KEY } from './query-keys.ts';

// Start, cancel, archive (POST {}) and delete share one shape: a retro id in, a message out.

const ZActionResult = z.object({ message: z.string().optional(), retro: ZRetro.optional() });

export async function runRetroAction({
  id,
  action,
}: {
  id: string;
  action: RetroAction;
}): Promise<string | null> {
  const base = `/api/retros/${encodeURIComponent(id)}`;
  const result =
    action === 'delete'
      ? await apiRequest(base, { method: 'DELETE', schema: ZActionResult })
      : await apiRequest(`${base}/${action}`, { method: 'POST', body: {}, schema: ZActionResult });
  return result.message ?? FALLBACK[action];
}

/** What to say when an answer carries no message (start answers only the retro). */
const FALLBACK: Record<RetroAction, string | null> = {
  start: null,
  cancel: MSG.retro.cancelled,
  archive: MSG.retro.archived,
  delete: MSG.retro.deleted,
};

export function useRetroAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetroAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
