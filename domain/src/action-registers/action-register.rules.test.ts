import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  actionRegisterCan,
  actionRegisterItemCan,
  canManageActionRegister,
  itemCounts,
  removedLabelInUse,
  statusesForFilter,
} from './action-register.rules.ts';
import { ZSaveActionRegister, ZSaveActionRegisterItem } from './action-register.schema.ts';

describe('register rules', () => {
  it('lets a Super Admin, the owner or the creator manage a register, and nobody else', () => {
    const actionRegister = { ownerId: 'owner', createdBy: 'creator' };
    expect(canManageActionRegister({ id: 'x', role: 'SUPER_ADMIN' }, actionRegister)).toBe(true);
    expect(canManageActionRegister({ id: 'owner', role: 'SQUAD_MEMBER' }, actionRegister)).toBe(true);
    expect(canManageActionRegister({ id: 'creator', role: 'SQUAD_ADMIN' }, actionRegister)).toBe(true);
    expect(canManageActionRegister({ id: 'x', role: 'SQUAD_ADMIN' }, actionRegister)).toBe(false);
    expect(
      canManageActionRegister({ id: 'x', role: 'SQUAD_MEMBER' }, { ownerId: null, createdBy: null }),
    ).toBe(false);
  });

  it('shows Open and Closed registers under All, hiding archived ones', () => {
    expect(statusesForFilter('all')).toEqual(['Open', 'Closed']);
    expect(statusesForFilter('Archive')).toEqual(['Archive']);
    expect(statusesForFilter('Open')).toEqual(['Open']);
  });

  it('counts every item that is not Closed as open', () => {
    expect(itemCounts(['Open', 'In Progress', 'Closed', 'Blocked', 'Closed'])).toEqual({
      open: 3,
      closed: 2,
    });
    expect(itemCounts([])).toEqual({ open: 0, closed: 0 });
  });

  it('refuses to drop a status label that an item still uses', () => {
    const before = ['Open', 'In Progress', 'Closed'];
    expect(removedLabelInUse(before, ['Open', 'Closed'], ['Open', 'In Progress'])).toBe('In Progress');
    expect(removedLabelInUse(before, ['Open', 'Closed', 'Blocked'], ['Open', 'Closed'])).toBeNull();
  });
});

describe('register payloads', () => {
  const valid = {
    name: 'Launch',
    description: 'Everything for the launch',
    ownerId: '0b6f7d0e-6a43-4d5b-9d5c-1f2e3a4b5c6d',
    status: 'Open',
    createdOn: '2026-11-22',
  };

  it('defaults the statuses and ignores empty or repeated labels', () => {
    expect(ZSaveActionRegister.parse(valid).statuses).toEqual(['Open', 'In Progress', 'Closed']);
    expect(
      ZSaveActionRegister.parse({ ...valid, statuses: [' Todo ', '', 'Done', 'Todo'] }).statuses,
    ).toEqual(['Todo', 'Done']);
  });

  it('says what is missing with the spec messages', () => {
    const result = ZSaveActionRegister.safeParse({ statuses: [''] });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        MSG.actionRegisters.nameRequired,
        MSG.actionRegisters.descriptionRequired,
        MSG.actionRegisters.ownerRequired,
        MSG.actionRegisters.statusRequired,
        MSG.actionRegisters.createdOnRequired,
        MSG.actionRegisters.statusesRequired,
      ]),
    );
    const itemMessages = ZSaveActionRegisterItem.safeParse({}).error?.issues.map((i) => i.message) ?? [];
    expect(itemMessages).toEqual(
      expect.arrayContaining([
        MSG.actionRegisters.itemTitleRequired,
        MSG.actionRegisters.descriptionRequired,
        MSG.actionRegisters.ownerRequired,
      ]),
    );
  });

  it('takes a project id, or none', () => {
    const base = { title: 'T', description: 'D', ownerId: valid.ownerId, status: 'Open' };
    expect(ZSaveActionRegisterItem.parse(base).projectId).toBeNull();
    expect(ZSaveActionRegisterItem.parse({ ...base, projectId: valid.ownerId }).projectId).toBe(
      valid.ownerId,
    );
    expect(
      ZSaveActionRegisterItem.safeParse({ ...base, projectId: 'not-a-project' }).error?.issues[0]?.message,
    ).toBe(MSG.actionRegisters.projectNotFound);
  });
});

describe('actionRegisterCan', () => {
  const open = { ownerId: 'owner', createdBy: 'creator', status: 'Open' };
  it('lets its managers edit, archive and delete it, and anyone add items', () => {
    const all = { edit: true, archive: true, delete: true, addItem: true };
    expect(actionRegisterCan({ id: 'x', role: 'SUPER_ADMIN' }, open)).toEqual(all);
    expect(actionRegisterCan({ id: 'owner', role: 'SQUAD_MEMBER' }, open)).toEqual(all);
    expect(actionRegisterCan({ id: 'creator', role: 'SQUAD_MEMBER' }, open)).toEqual(all);
    expect(actionRegisterCan({ id: 'other', role: 'SQUAD_ADMIN' }, open)).toEqual({
      edit: false,
      archive: false,
      delete: false,
      addItem: true,
    });
  });

  it('offers no Archive for a register already archived', () => {
    expect(actionRegisterCan({ id: 'owner', role: 'SQUAD_MEMBER' }, { ...open, status: 'Archive' })).toEqual({
      edit: true,
      archive: false,
      delete: true,
      addItem: true,
    });
  });

  it("lets anyone edit a register's items", () => {
    expect(actionRegisterItemCan()).toEqual({ edit: true });
  });
});
