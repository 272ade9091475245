import { z } from 'zod';
import { CLIENT_LOG_LABELS, CLIENT_LOG_LIMITS } from './client-log.model.ts';

/** POST /api/user/logs. A message over the limit is refused, not cut: the reporter cuts. */
export const ZClientLog = z.object({
  label: z.enum(CLIENT_LOG_LABELS),
  message: z.string().trim().min(1).max(CLIENT_LOG_LIMITS.messageMax),
});
export type ClientLog = z.infer<typeof ZClientLog>;
