import { z } from 'zod';
import { ZEmail } from '../auth/auth.schema.ts';
import { MSG } from '../messages.ts';

export const ZBugReport = z.object({
  description: z
    .string({ error: MSG.validation.descriptionRequired })
    .trim()
    .min(1, MSG.validation.descriptionRequired)
    .max(5000),
  // An empty e-mail field means "no e-mail"; anything else must be a valid address.
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZEmail.optional()),
  /** The page the user was on, to help whoever triages the report. */
  page: z.string().max(500).optional(),
});
export type BugReport = z.infer<typeof ZBugReport>;
