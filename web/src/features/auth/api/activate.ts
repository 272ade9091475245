import { type Activate, type SignInResult, ZSignInResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

/** A correct code also signs the user in (the server sets the session cookie). */
export function activate(body: Activate): Promise<SignInResult> {
  return api.post('/api/auth/activate', body, { schema: ZSignInResult, anonymous: true });
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activate,
    onSuccess: (result) => queryClient.setQueryData(ME_QUERY_KEY, result.user),
  });
}
