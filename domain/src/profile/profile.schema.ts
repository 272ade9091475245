import { z } from 'zod';
import { ZSessionUser } from '../auth/auth.schema.ts';
import { checkPassword } from '../auth/password.rules.ts';
import { MSG } from '../messages.ts';
import { isTimeZone } from './time-zones.ts';

// Payloads of the profile area (spec 000 §5 "Profile" and "Account form"), shared by the server
// routes and the web forms.

const P = MSG.profile;
const W = MSG.password;

/** Optional free text: trimmed, and empty means none. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

function requiredName(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(100);
}

export const ZProfileUpdate = z.object({
  /** Only a Super Admin may change it; the web omits it for others. */
  companyName: optionalText(200).optional(),
  firstName: requiredName(P.firstNameRequired),
  lastName: requiredName(P.lastNameRequired),
  location: optionalText(200),
  timeZone: z
    .string({ error: P.timeZoneRequired })
    .min(1, P.timeZoneRequired)
    .refine(isTimeZone, P.timeZoneRequired),
});
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The two names the first-login dialog asks for, checked as My Profile checks them. */
export const ZFirstLoginNames = ZProfileUpdate.pick({ firstName: true, lastName: true });
export type FirstLoginNames = z.infer<typeof ZFirstLoginNames>;
export type ProfileUpdateInput = z.input<typeof ZProfileUpdate>;

/** The account form checks both fields against the policy (spec 000 §5), with its own wording. */
function accountPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .max(256, W.length)
    .superRefine((p, ctx) => {
      const problem = checkPassword(p);
      if (problem === 'required') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
      } else if (problem === 'length') {
        ctx.addIssue({ code: 'custom', message: W.length });
      } else if (problem === 'pattern') {
        ctx.addIssue({ code: 'custom', message: W.pattern });
      }
    });
}

export const ZChangePassword = z
  .object({
    currentPassword: accountPassword(W.currentRequired),
    newPassword: accountPassword(W.newRequired),
  })
  .refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
    message: W.mustDiffer,
    path: ['newPassword'],
  });
export type ChangePassword = z.infer<typeof ZChangePassword>;

/** The profile page's data: the session user plus the organisation's team allowance. */
export const ZProfile = ZSessionUser.extend({
  /** Company config team_nos: the Beta plan's number of teams. */
  teamNos: z.number().int(),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZProfileResult = z.object({ profile: ZProfile });
export const ZProfileSaved = z.object({ message: z.string(), profile: ZProfile });

/** Settings the browser may know before signing in. */
export const ZPublicConfig = z.object({ contactEmail: z.string() });
export type PublicConfig = z.infer<typeof ZPublicConfig>;
