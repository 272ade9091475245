import { type CreateRetro, ZRetroMessageResult } from '@squadboard/domain/retro/retro.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { RETROS_KEY } from '../../../entities/retro/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

export type CreateRetroResult = z.infer<typeof ZRetroMessageResult>;

export function createRetro(body: CreateRetro): Promise<CreateRetroResult> {
  return api.post('/api/retros', body, { schema: ZRetroMessageResult });
}

export function useCreateRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
