import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  canManageUsers,
  editOutcome,
  isManageableUser,
  isSquadAdminCandidate,
  statusesForFilter,
  statusForNewUser,
} from './users.rules.ts';
import { ZCreateUser, ZEditUser, ZSaveSquadAdmins, ZUsersQuery } from './users.schema.ts';

const P = MSG.permissions;

function firstError(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('who manages users', () => {
  it('is the Super Admin only', () => {
    expect(canManageUsers('SUPER_ADMIN')).toBe(true);
    expect(canManageUsers('SQUAD_ADMIN')).toBe(false);
    expect(canManageUsers('SQUAD_MEMBER')).toBe(false);
  });

  it('never touches Super Admins through the dialogs', () => {
    expect(isManageableUser({ role: 'SUPER_ADMIN' })).toBe(false);
    expect(isManageableUser({ role: 'SQUAD_ADMIN' })).toBe(true);
  });
});

describe('status rules (spec §4)', () => {
  it('Active lists everyone but INACTIVE; InActive only INACTIVE', () => {
    expect(statusesForFilter('ACTIVE').sort()).toEqual(['ACTIVE', 'DISABLED', 'UNVERIFIED']);
    expect(statusesForFilter('INACTIVE')).toEqual(['INACTIVE']);
  });

  it('creates invited users UNVERIFIED, or INACTIVE when ticked', () => {
    expect(statusForNewUser(false)).toBe('UNVERIFIED');
    expect(statusForNewUser(true)).toBe('INACTIVE');
  });

  it.each([
    [{ status: 'ACTIVE', hasPassword: true }, false, 'ACTIVE', false],
    [{ status: 'ACTIVE', hasPassword: true }, true, 'INACTIVE', false],
    [{ status: 'INACTIVE', hasPassword: true }, false, 'ACTIVE', false],
    // Invited, never chose a password: must not become an ACTIVE account without one.
    [{ status: 'UNVERIFIED', hasPassword: false }, false, 'UNVERIFIED', false],
    [{ status: 'INACTIVE', hasPassword: false }, false, 'UNVERIFIED', false],
    // Chose a password but never proved the e-mail: stays unverified; deactivating drops that password.
    [{ status: 'UNVERIFIED', hasPassword: true }, false, 'UNVERIFIED', false],
    [{ status: 'UNVERIFIED', hasPassword: true }, true, 'INACTIVE', true],
    [{ status: 'DISABLED', hasPassword: true }, false, 'DISABLED', false],
    [{ status: 'DISABLED', hasPassword: true }, true, 'INACTIVE', false],
  ] as const)(
    'edit of %j with inactive=%s gives %s (clear password: %s)',
    (current, inactive, status, clear) => {
      expect(editOutcome(current, inactive)).toEqual({ status, clearPassword: clear });
    },
  );

  it('offers only active or invited Squad Members for the Squad Admin role', () => {
    expect(isSquadAdminCandidate({ role: 'SQUAD_MEMBER', status: 'ACTIVE' })).toBe(true);
    expect(isSquadAdminCandidate({ role: 'SQUAD_MEMBER', status: 'UNVERIFIED' })).toBe(true);
    expect(isSquadAdminCandidate({ role: 'SQUAD_MEMBER', status: 'INACTIVE' })).toBe(false);
    expect(isSquadAdminCandidate({ role: 'SQUAD_MEMBER', status: 'DISABLED' })).toBe(false);
    expect(isSquadAdminCandidate({ role: 'SQUAD_ADMIN', status: 'ACTIVE' })).toBe(false);
    expect(isSquadAdminCandidate({ role: 'SUPER_ADMIN', status: 'ACTIVE' })).toBe(false);
  });
});

describe('user form (spec §5)', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', inactive: false };

  it('trims names and lower-cases the e-mail', () => {
    expect(ZCreateUser.parse({ ...valid, firstName: ' Ann ', email: ' Ann@Example.COM ' })).toEqual({
      ...valid,
      email: 'ann@example.com',
    });
    expect(ZCreateUser.parse({ firstName: 'A', lastName: 'B', email: 'a@b.io' }).inactive).toBe(false);
  });

  it.each([
    [{ ...valid, firstName: '  ' }, 'firstName', P.firstNameRequired],
    [{ ...valid, lastName: '' }, 'lastName', P.lastNameRequired],
    [{ ...valid, email: '' }, 'email', P.emailRequired],
    [{ firstName: 'A', lastName: 'B' }, 'email', P.emailRequired],
    [{ ...valid, email: 'ann@example' }, 'email', P.emailInvalid],
    [{ ...valid, email: 'ann@example.info' }, 'email', P.emailInvalid],
    [{ ...valid, email: 'ann@example.c' }, 'email', P.emailInvalid],
    [{ ...valid, email: 'ann lee@example.com' }, 'email', P.emailInvalid],
    [{ ...valid, email: 'ann@@example.com' }, 'email', P.emailInvalid],
  ])('refuses %j', (input, path, message) => {
    expect(firstError(ZCreateUser.safeParse(input))).toEqual({ path, message });
  });

  it('accepts sub-domains, plus and 2-3 letter TLDs', () => {
    for (const email of ['a.b+c@mail.example.co.uk', 'x_y@ex-ample.org', 'z@q.io']) {
      expect(ZCreateUser.safeParse({ ...valid, email }).success).toBe(true);
    }
  });

  it('edits without an e-mail and ignores one that is sent', () => {
    expect(ZEditUser.parse({ ...valid, email: 'other@example.com', inactive: true })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      inactive: true,
    });
  });
});

describe('list query and role save payloads', () => {
  it('defaults to page 1 of the Active filter without search', () => {
    expect(ZUsersQuery.parse({})).toEqual({ page: 1, filter: 'ACTIVE', search: '' });
    expect(ZUsersQuery.parse({ page: '3', filter: 'INACTIVE', search: ' ann ' })).toEqual({
      page: 3,
      filter: 'INACTIVE',
      search: 'ann',
    });
    expect(ZUsersQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZUsersQuery.safeParse({ filter: 'UNVERIFIED' }).success).toBe(false);
  });

  it('refuses a user both added and removed', () => {
    const id = '6f1c1f0e-8a4b-4c1e-9a57-0b6c1d2e3f40';
    expect(ZSaveSquadAdmins.safeParse({ add: [id], remove: [id] }).success).toBe(false);
    expect(ZSaveSquadAdmins.parse({ add: [id] })).toEqual({ add: [id], remove: [] });
    expect(ZSaveSquadAdmins.safeParse({ add: ['not-a-uuid'] }).success).toBe(false);
  });
});
