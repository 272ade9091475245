import { type GuestPass, ZGuestPass } from '@squadboard/domain/realtime/retro-room.events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A visitor's name in, the pass the room's socket proves them with out (signed-in users need none). */
export function requestGuestPass({
  meetingId,
  name,
}: {
  meetingId: string;
  name: string;
}): Promise<GuestPass> {
  return api.post(
    `/api/retros/meeting/${encodeURIComponent(meetingId)}/guest`,
    { name },
    { schema: ZGuestPass, anonymous: true },
  );
}

export function useGuestPass() {
  return useMutation({ mutationFn: requestGuestPass });
}
