import { type SignIn, type SignInResult, ZSignInResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

export function signIn(body: SignIn): Promise<SignInResult> {
  return api.post('/api/auth/sign-in', body, { schema: ZSignInResult, anonymous: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => queryClient.setQueryData(ME_QUERY_KEY, result.user),
  });
}
