import { ZMessageResult } from '@squadboard/domain';
import type { ChangePassword } from '@squadboard/domain/profile/profile.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePassword) {
  return api.post('/api/profile/password', body, { schema: ZMessageResult });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
