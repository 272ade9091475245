import { z } from 'zod';
import { ZRole, ZUserStatus } from '../auth/auth.schema.ts';
import { ZPage } from '../common/pagination.ts';
import { MSG } from '../messages.ts';

// Payloads of the Permissions page (spec 000 §2 Configuration area, §4, §5, §7), shared by the
// server routes and the web forms.

const P = MSG.permissions;

export const USERS_PAGE_SIZE = 20;

/**
 * Spec §5: a lower-case pattern with a 2-3 letter top-level domain. Input is trimmed and
 * lower-cased first, so "Ann@Example.COM" is accepted and stored as "ann@example.com".
 */
export const USER_FORM_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,3}$/;

const name = (required: string) => z.string({ error: required }).trim().min(1, required).max(100, required);

export const ZUserFormEmail = z
  .string({ error: P.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, P.emailRequired)
  .max(254, P.emailInvalid)
  .regex(USER_FORM_EMAIL_PATTERN, P.emailInvalid);

/** ADD USER. `inactive` is the 'Make user inactive' box. */
export const ZCreateUser = z.object({
  firstName: name(P.firstNameRequired),
  lastName: name(P.lastNameRequired),
  email: ZUserFormEmail,
  inactive: z.boolean().default(false),
});
export type CreateUser = z.infer<typeof ZCreateUser>;
export type CreateUserInput = z.input<typeof ZCreateUser>;

/** EDIT USER: the e-mail is read-only, so it is not part of the payload (extra keys are dropped). */
export const ZEditUser = ZCreateUser.omit({ email: true });
export type EditUser = z.infer<typeof ZEditUser>;

/** The dialog's values: ADD validates with ZCreateUser, EDIT with ZEditUser. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  inactive: boolean;
}

/** Spec §4: Active lists every user not INACTIVE; InActive lists only INACTIVE. */
export const USER_FILTERS = ['ACTIVE', 'INACTIVE'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const USER_FILTER_LABELS: Record<UserFilter, string> = { ACTIVE: 'Active', INACTIVE: 'InActive' };

export const ZUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  filter: z.enum(USER_FILTERS).default('ACTIVE'),
  search: z.string().trim().max(100).default(''),
});
export type UsersQuery = z.infer<typeof ZUsersQuery>;

export const ZUserSquadRef = z.object({ id: z.string(), name: z.string() });

/** One row of the Users tab; the web adds the avatar colour from the id. */
export const ZUserListItem = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: ZRole,
  status: ZUserStatus,
  /** 'Member Of': squads the user belongs to or leads, by name. */
  squads: z.array(ZUserSquadRef),
});
export type UserListItem = z.infer<typeof ZUserListItem>;

export const ZUserPage = ZPage(ZUserListItem);
export type UserPage = z.infer<typeof ZUserPage>;

export const ZUserResult = z.object({ message: z.string(), user: ZUserListItem });
export type UserResult = z.infer<typeof ZUserResult>;

/** A user as the ADD ROLES dialog shows them (current admins and candidates). */
export const ZRoleUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  status: ZUserStatus,
});
export type RoleUser = z.infer<typeof ZRoleUser>;

export const ZSquadAdmins = z.object({ admins: z.array(ZRoleUser) });
export type SquadAdmins = z.infer<typeof ZSquadAdmins>;

export const ZCandidatesQuery = z.object({ search: z.string().trim().max(100).default('') });
export const ZSquadAdminCandidates = z.object({ candidates: z.array(ZRoleUser) });
export type SquadAdminCandidates = z.infer<typeof ZSquadAdminCandidates>;

export const CANDIDATES_LIMIT = 20;

const ids = z.array(z.uuid()).max(200);

/** ADD ROLES Save: one call removes some Squad Admins and promotes some Squad Members. */
export const ZSaveSquadAdmins = z
  .object({ add: ids.default([]), remove: ids.default([]) })
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), {
    message: MSG.generic.invalidInput,
    path: ['add'],
  });
export type SaveSquadAdmins = z.infer<typeof ZSaveSquadAdmins>;

export const ZSaveSquadAdminsResult = z.object({ message: z.string(), admins: z.array(ZRoleUser) });
export type SaveSquadAdminsResult = z.infer<typeof ZSaveSquadAdminsResult>;
