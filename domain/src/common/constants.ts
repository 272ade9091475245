// Business constants of spec 000 section 9 and the enumerations of sections 3-4.

export const ROLES = ['SUPER_ADMIN', 'SQUAD_ADMIN', 'SQUAD_MEMBER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  SQUAD_ADMIN: 'Squad Admin',
  SQUAD_MEMBER: 'Squad Member',
};

export const USER_STATUSES = ['ACTIVE', 'UNVERIFIED', 'INACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PLANS = [
  'free',
  'BETA',
  'starter',
  'starterforyear',
  'professional',
  'professionalforyear',
  'enterprise',
  'enterpriseforyear',
] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'BETA';

export const LIMITS = {
  activationResendSeconds: 60,
  forgotResendSeconds: 20,
  codeLength: 6,
  passwordMin: 8,
  /** A code stops working after this long; the user must ask for a new one. */
  codeTtlMinutes: 15,
  /** Wrong guesses allowed before a code is locked. */
  codeMaxAttempts: 5,
  /** Unverified accounts younger than this are offered 'send code' / 'verify code'. */
  unverifiedGraceHours: 24,
  toastMs: 2000,
  sessionDays: 14,
  breakpoints: { sm: 820, md: 920 },
} as const;

/** Avatar colours: picked per user from this fixed list (spec 000 section 9). */
export const AVATAR_COLOURS = [
  '#E57373',
  '#F06292',
  '#BA68C8',
  '#7986CB',
  '#4FC3F7',
  '#4DB6AC',
  '#81C784',
  '#FFB74D',
  '#A1887F',
  '#90A4AE',
] as const;
