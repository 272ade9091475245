import { z } from 'zod';
import { LIMITS, PLANS, ROLES, USER_STATUSES } from '../common/constants.ts';
import { ERROR_CODES } from '../common/errors.ts';
import { MSG } from '../messages.ts';
import { checkPassword } from './password.rules.ts';

// One schema per payload, shared by the server routes and the web forms.

const V = MSG.validation;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function emailField(invalid: string) {
  return z
    .string({ error: V.emailRequired })
    .trim()
    .min(1, V.emailRequired)
    .max(254, invalid)
    .regex(EMAIL_PATTERN, invalid)
    .transform((e) => e.toLowerCase());
}

export const ZEmail = emailField(V.emailInvalid);

/** The forgotten-password e-mail fields: spec 000 §8 gives them 'Please enter valid e-mail.'. */
export const ZForgotEmail = emailField(MSG.forgot.enterValidEmail);

/** Sign-in only checks shape (spec 000 §5); the stored hash decides. */
export const ZSignInPassword = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .max(256, V.signInPasswordPattern)
  .refine((p) => checkPassword(p) === null, V.signInPasswordPattern);

/** The policy for any new password (sign-up, reset, change). */
export const ZNewPassword = z
  .string({ error: V.passwordRequired })
  .max(256, V.signUpPasswordLength)
  .superRefine((p, ctx) => {
    const problem = checkPassword(p);
    if (problem === 'required') {
      ctx.addIssue({ code: 'custom', message: V.passwordRequired });
    } else if (problem === 'length') {
      ctx.addIssue({ code: 'custom', message: V.signUpPasswordLength });
    } else if (problem === 'pattern') {
      ctx.addIssue({ code: 'custom', message: V.signUpPasswordPattern });
    }
  });

export const ZCode = z
  .string({ error: V.codeRequired })
  .trim()
  .min(1, V.codeRequired)
  .length(LIMITS.codeLength, V.codeLength)
  .regex(/^\d+$/, V.codeDigits);

/** The activation form's code: any code that cannot be one is 'Enter valid activation code' (000 §8). */
export const ZActivationCode = z
  .string({ error: MSG.activation.enterValidCode })
  .trim()
  .length(LIMITS.codeLength, MSG.activation.enterValidCode)
  .regex(/^\d+$/, MSG.activation.enterValidCode);

export const ZPlan = z.enum(PLANS);
export const ZRole = z.enum(ROLES);
export const ZUserStatus = z.enum(USER_STATUSES);

export const ZSignIn = z.object({ email: ZEmail, password: ZSignInPassword });
export type SignIn = z.infer<typeof ZSignIn>;

/**
 * `plan` must be one of SIGN_UP_PLANS (the service answers PLAN_NOT_ALLOWED otherwise).
 * `invitationToken` comes from the invitation link; without it an invited address is not claimed.
 * Its shape is not checked here: a malformed token is just an invalid one (INVITATION_INVALID).
 */
export const ZSignUp = z.object({
  email: ZEmail,
  password: ZNewPassword,
  plan: ZPlan.optional(),
  invitationToken: z.string().max(256).optional(),
});
export type SignUp = z.infer<typeof ZSignUp>;

export const ZEmailOnly = z.object({ email: ZEmail });
export type EmailOnly = z.infer<typeof ZEmailOnly>;

/** Forgot password, step one: the address to send the reset code to. */
export const ZForgotPassword = z.object({ email: ZForgotEmail });

export const ZActivate = z.object({ email: ZEmail, code: ZActivationCode });
export type Activate = z.infer<typeof ZActivate>;

export const ZResetPassword = z
  .object({
    email: ZForgotEmail,
    code: ZCode,
    password: ZNewPassword,
    confirmPassword: z.string({ error: V.confirmPasswordRequired }).min(1, V.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: V.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof ZResetPassword>;

/** What the browser learns about the signed-in user; never includes secrets. */
export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZRole,
  status: ZUserStatus,
  customerId: z.string(),
  companyName: z.string().nullable(),
  plan: ZPlan.nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  timeZone: z.string().nullable(),
  firstLogin: z.boolean(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** GET /api/auth/me: the signed-in user. */
export const ZSessionUserResult = z.object({ user: ZSessionUser });

/**
 * GET /api/auth/session, the web's "who is signed in" probe: always 200, so a visitor's first
 * page logs no failed request. `expired` says a session cookie came but its session is over
 * (expired, ended elsewhere, user made inactive), so the app can say so instead of staying silent.
 */
export const ZSessionProbe = z.object({ user: ZSessionUser.nullable(), expired: z.boolean() });
export type SessionProbe = z.infer<typeof ZSessionProbe>;

export const ZSignInResult = z.object({ message: z.string(), user: ZSessionUser });
export type SignInResult = z.infer<typeof ZSignInResult>;

/** Every 4xx/5xx answer has this shape: a code of the error catalogue and its message. */
export const ZApiError = z.object({
  statusCode: z.number(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** For USER_NOT_CONFIRMED: whether the account may still verify (created < 24 h ago). */
  canVerify: z.boolean().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
