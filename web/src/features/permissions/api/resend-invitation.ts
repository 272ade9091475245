import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Mails an invited user a new sign-up link; the earlier one stops working. */
export function resendInvitation(id: string): Promise<MessageResult> {
  return apiRequest(`/api/users/${encodeURIComponent(id)}/invitation`, {
    method: 'POST',
    body: {},
    schema: ZMessageResult,
  });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
