import { type EmailOnly, type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends a fresh activation code to an unverified account. */
export function resendCode(body: EmailOnly): Promise<MessageResult> {
  return api.post('/api/auth/resend-code', body, { schema: ZMessageResult, anonymous: true });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
