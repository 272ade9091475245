import { type MessageResult, type ResetPassword, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPassword): Promise<MessageResult> {
  return api.post('/api/auth/reset-password', body, { schema: ZMessageResult, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
