import { type EmailOnly, type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mails a password-reset code. */
export function forgotPassword(body: EmailOnly): Promise<MessageResult> {
  return api.post('/api/auth/forgot-password', body, { schema: ZMessageResult, anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
