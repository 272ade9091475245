import { z } from 'zod';
import { MSG } from '../messages.ts';
import { parseMeetingId } from './meeting-id.ts';

// The public join form (spec 002 §5): a display name for the room and the meeting id people
// were given. The same schema validates the form and, later, the name a guest sends the room.
// The meeting id may be typed in groups or pasted as the invite link (meeting-id.ts).

export const JOIN_NAME_MIN = 3;
export const JOIN_NAME_MAX = 60;

export const ZJoinRetro = z.object({
  name: z
    .string({ error: MSG.validation.nameRequired })
    .trim()
    // An empty name is "required", not also "at least 3 characters".
    .min(1, { error: MSG.validation.nameRequired, abort: true })
    .min(JOIN_NAME_MIN, MSG.validation.nameMin)
    .max(JOIN_NAME_MAX),
  meetingId: z
    .string({ error: MSG.validation.meetingIdRequired })
    .trim()
    .min(1, MSG.validation.meetingIdRequired)
    // "100 000 0007" or a pasted invite link become the bare id. Anything else goes to the
    // server as typed, which answers the spec's 'Please enter valid meeting id.'
    .transform((value) => parseMeetingId(value) ?? value),
});
export type JoinRetro = z.infer<typeof ZJoinRetro>;
