import { type CreateRetro, ZRetro } from '@squadboard/domain/retro/retro.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { RETROS_KEY } from '../../../entities/retro/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

const ZCreateRetroResult = z.object({ message: z.string(), retro: ZRetro });
export type CreateRetroResult = z.infer<typeof ZCreateRetroResult>;

export function createRetro(body: CreateRetro): Promise<CreateRetroResult> {
  return api.post('/api/retros', body, { schema: ZCreateRetroResult });
}

export function useCreateRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
