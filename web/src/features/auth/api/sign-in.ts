import type { SignIn, SignInResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

/**
 * The auth schemas, loaded when first needed: the sign-in page, where a visit starts, ships
 * without the validator (lib/form.ts useSchemaOnDemand).
 */
export const loadAuthSchemas = () => import('@squadboard/domain/auth/auth.schema');

export async function signIn(body: SignIn): Promise<SignInResult> {
  // Already loaded when the sign-in form has checked the values it sends.
  const { ZSignInResult } = await loadAuthSchemas();
  return api.post('/api/auth/sign-in', body, { schema: ZSignInResult, anonymous: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => queryClient.setQueryData(ME_QUERY_KEY, result.user),
  });
}
