import { describe, expect, it } from 'vitest';
import { PLANS } from '../common/constants.ts';
import { MSG } from '../messages.ts';
import {
  canAddSquad,
  canCreateSquad,
  canLeadSquad,
  canPickSquadUsers,
  squadPermissionsFor,
  teamLimitFor,
} from './squad.rules.ts';
import { ZAcronym, ZCreateSquad, ZSquadListQuery, ZUpdateSquad } from './squads.schema.ts';

const LEAD = '5f0c7a4e-8f7b-4c55-9d0e-2a7a1f3b6c01';
const MEMBER = '5f0c7a4e-8f7b-4c55-9d0e-2a7a1f3b6c02';

describe('teamLimitFor', () => {
  it('follows the plan limits of spec 000 §9', () => {
    expect(teamLimitFor('free', 40)).toBe(1);
    expect(teamLimitFor('starter', 40)).toBe(5);
    expect(teamLimitFor('starterforyear', 40)).toBe(5);
    expect(teamLimitFor('professional', 40)).toBe(15);
    expect(teamLimitFor('professionalforyear', 40)).toBe(15);
    expect(teamLimitFor('enterprise', 0)).toBeNull();
    expect(teamLimitFor('enterpriseforyear', 0)).toBeNull();
  });

  it("gives the beta plan the company config's number of teams", () => {
    expect(teamLimitFor('BETA', 1)).toBe(1);
    expect(teamLimitFor('BETA', 7)).toBe(7);
    expect(teamLimitFor('BETA', 0)).toBe(0);
    expect(teamLimitFor('BETA', -3)).toBe(0);
  });

  it('knows every plan', () => {
    for (const plan of PLANS) {
      expect(() => teamLimitFor(plan, 3)).not.toThrow();
      expect(teamLimitFor(plan, 3)).not.toBeUndefined();
    }
  });
});

describe('canAddSquad', () => {
  it('allows squads below the limit only', () => {
    expect(canAddSquad(1, 0)).toBe(true);
    expect(canAddSquad(1, 1)).toBe(false);
    expect(canAddSquad(5, 6)).toBe(false);
    expect(canAddSquad(0, 0)).toBe(false);
    expect(canAddSquad(null, 10_000)).toBe(true);
  });
});

describe('squad permissions', () => {
  it('lets only a Super Admin create', () => {
    expect(canCreateSquad('SUPER_ADMIN')).toBe(true);
    expect(canCreateSquad('SQUAD_ADMIN')).toBe(false);
    expect(canCreateSquad('SQUAD_MEMBER')).toBe(false);
  });

  it('lets a Squad Admin or a Super Admin lead, never a member', () => {
    expect(canLeadSquad('SUPER_ADMIN')).toBe(true);
    expect(canLeadSquad('SQUAD_ADMIN')).toBe(true);
    expect(canLeadSquad('SQUAD_MEMBER')).toBe(false);
  });

  it('gives a Super Admin everything, a lead the members, others nothing', () => {
    expect(squadPermissionsFor({ id: 'a', role: 'SUPER_ADMIN' }, { leadId: 'x' })).toEqual({
      canEditDetails: true,
      canEditMembers: true,
      canDelete: true,
    });
    expect(squadPermissionsFor({ id: 'x', role: 'SQUAD_ADMIN' }, { leadId: 'x' })).toEqual({
      canEditDetails: false,
      canEditMembers: true,
      canDelete: false,
    });
    const none = { canEditDetails: false, canEditMembers: false, canDelete: false };
    expect(squadPermissionsFor({ id: 'y', role: 'SQUAD_ADMIN' }, { leadId: 'x' })).toEqual(none);
    expect(squadPermissionsFor({ id: 'y', role: 'SQUAD_ADMIN' }, { leadId: null })).toEqual(none);
    // A lead demoted to member keeps no rights over the squad.
    expect(squadPermissionsFor({ id: 'x', role: 'SQUAD_MEMBER' }, { leadId: 'x' })).toEqual(none);
  });

  it('opens the user pickers to admins only', () => {
    expect(canPickSquadUsers('SUPER_ADMIN')).toBe(true);
    expect(canPickSquadUsers('SQUAD_ADMIN')).toBe(true);
    expect(canPickSquadUsers('SQUAD_MEMBER')).toBe(false);
  });
});

describe('squad schemas', () => {
  it('stores acronyms upper-case and accepts 2 to 5 letters or digits', () => {
    expect(ZAcronym.parse(' ab1 ')).toBe('AB1');
    expect(ZAcronym.parse('abcde')).toBe('ABCDE');
    for (const bad of ['A', 'ABCDEF', 'A-B', 'ÄB', 'A B']) {
      expect(ZAcronym.safeParse(bad).error?.issues[0]?.message).toBe(MSG.squads.acronymPattern);
    }
    expect(ZAcronym.safeParse('  ').error?.issues[0]?.message).toBe(MSG.squads.acronymRequired);
  });

  it('requires name, acronym and lead, and de-duplicates members', () => {
    const parsed = ZCreateSquad.parse({
      name: '  Platform ',
      acronym: 'plt',
      leadId: LEAD,
      memberIds: [MEMBER, MEMBER],
    });
    expect(parsed).toEqual({ name: 'Platform', acronym: 'PLT', leadId: LEAD, memberIds: [MEMBER] });
    expect(ZCreateSquad.parse({ name: 'QA', acronym: 'AB', leadId: LEAD }).memberIds).toEqual([]);

    const empty = ZCreateSquad.safeParse({ name: '', acronym: '', leadId: null, memberIds: [] });
    const messages = Object.fromEntries(empty.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      name: MSG.squads.nameRequired,
      acronym: MSG.squads.acronymRequired,
      leadId: MSG.squads.leadRequired,
    });
    expect(ZCreateSquad.safeParse({ name: 'x'.repeat(81), acronym: 'AB', leadId: LEAD }).success).toBe(false);
    expect(
      ZCreateSquad.safeParse({ name: 'QA', acronym: 'AB', leadId: LEAD, memberIds: ['nope'] }).error
        ?.issues[0]?.message,
    ).toBe(MSG.squads.memberNotAvailable);
  });

  it('takes partial updates', () => {
    expect(ZUpdateSquad.parse({ memberIds: [] })).toEqual({ memberIds: [] });
    expect(ZUpdateSquad.parse({ acronym: 'xy' })).toEqual({ acronym: 'XY' });
  });

  it('reads the list query from strings', () => {
    expect(ZSquadListQuery.parse({})).toEqual({ page: 1 });
    expect(ZSquadListQuery.parse({ page: '3', search: ' plat ' })).toEqual({ page: 3, search: 'plat' });
    expect(ZSquadListQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
