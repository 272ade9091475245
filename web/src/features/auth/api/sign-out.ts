import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out', {}, { anonymous: true });
}

/** The caller leaves the signed-in area and clears the cache, whatever the server answered. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
