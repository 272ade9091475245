import { type MessageResult, type SignUp, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function signUp(body: SignUp): Promise<MessageResult> {
  return api.post('/api/auth/sign-up', body, { schema: ZMessageResult, anonymous: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
