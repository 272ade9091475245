import {
  type UnsubscribeRequest,
  type UnsubscribeResult,
  ZUnsubscribeResult,
} from '@squadboard/domain/notifications/unsubscribe.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Stops non-essential mail to an address: with the link's token, or one's own while signed in. */
export function unsubscribe(body: UnsubscribeRequest): Promise<UnsubscribeResult> {
  // anonymous: a 401 here would be a visitor's answer, never a session that ended.
  return api.post('/api/unsubscribe', body, { schema: ZUnsubscribeResult, anonymous: true });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
