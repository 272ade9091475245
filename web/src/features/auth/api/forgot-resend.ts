import { type EmailOnly, type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mails another password-reset code (after the 20 s countdown). */
export function forgotResend(body: EmailOnly): Promise<MessageResult> {
  return api.post('/api/auth/forgot-password/resend', body, { schema: ZMessageResult, anonymous: true });
}

export function useForgotResend() {
  return useMutation({ mutationFn: forgotResend });
}
