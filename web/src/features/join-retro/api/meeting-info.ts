import { type MeetingInfo, ZMeetingInfo } from '@squadboard/domain/retro/retro.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Public: what the join page may learn about a meeting id (no session needed). */
export function fetchMeetingInfo(meetingId: string): Promise<MeetingInfo> {
  return api.get(`/api/retros/meeting/${encodeURIComponent(meetingId)}`, {
    schema: ZMeetingInfo,
    // A visitor's 401 would never mean "your session ended" here.
    anonymous: true,
  });
}

/** A lookup on submit, not a cached query: each Join asks the server afresh. */
export function useMeetingLookup() {
  return useMutation({ mutationFn: fetchMeetingInfo });
}
