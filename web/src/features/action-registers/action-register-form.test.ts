import { MSG } from '@squadboard/domain';
import {
  type ActionRegister,
  DEFAULT_ITEM_STATUSES,
} from '@squadboard/domain/action-registers/action-register.schema';
import { describe, expect, it } from 'vitest';
import {
  type ActionRegisterFormValues,
  actionRegisterStatusChoices,
  emptyActionRegisterForm,
  statusLabelsError,
  toActionRegisterBody,
  validateActionRegisterForm,
  valuesOfActionRegister,
} from './action-register-form.ts';

const OWNER = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';
const TODAY = '2026-11-22';

function values(change: Partial<ActionRegisterFormValues> = {}): ActionRegisterFormValues {
  return {
    ...emptyActionRegisterForm(TODAY),
    name: 'Website relaunch',
    description: 'Everything we owe the relaunch',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    ...change,
  };
}

function register(change: Partial<ActionRegister> = {}): ActionRegister {
  return {
    id: 'r1',
    name: 'Website relaunch',
    description: 'Everything',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    status: 'Open',
    createdOn: '2026-11-01',
    statuses: ['Open', 'Blocked', 'Closed'],
    openCount: 2,
    closedCount: 1,
    can: { edit: true, archive: true, delete: true, addItem: true },
    ...change,
  };
}

describe('register form', () => {
  it('starts as Open, created today, with the default statuses', () => {
    expect(emptyActionRegisterForm(TODAY)).toMatchObject({
      status: 'Open',
      createdOn: TODAY,
      statuses: [...DEFAULT_ITEM_STATUSES],
    });
  });

  it('offers Archive only when editing an archived register', () => {
    expect(actionRegisterStatusChoices(null)).toEqual(['Open', 'Closed']);
    expect(actionRegisterStatusChoices(register())).toEqual(['Open', 'Closed']);
    expect(actionRegisterStatusChoices(register({ status: 'Archive' }))).toEqual([
      'Open',
      'Closed',
      'Archive',
    ]);
  });

  it('gives the spec messages for the required fields', () => {
    const errors = validateActionRegisterForm(
      values({ name: ' ', description: '', ownerId: null, ownerName: '', createdOn: null }),
    );
    expect(errors).toMatchObject({
      name: MSG.actionRegisters.nameRequired,
      description: MSG.actionRegisters.descriptionRequired,
      ownerId: MSG.actionRegisters.ownerRequired,
      createdOn: MSG.actionRegisters.createdOnRequired,
    });
  });

  it('asks for a person from the list when a name was typed but not picked', () => {
    expect(validateActionRegisterForm(values({ ownerId: null, ownerName: 'Dan' })).ownerId).toBe(
      MSG.actionRegisters.ownerNotFound,
    );
  });

  it('needs at least one status label', () => {
    const errors = validateActionRegisterForm(values({ statuses: [] }));
    expect(statusLabelsError(errors)).toBe(MSG.actionRegisters.statusesRequired);
    expect(statusLabelsError({ 'statuses.2': 'x' })).toBe('x');
    expect(statusLabelsError({ name: 'x' })).toBeNull();
  });

  it('maps the values onto the save body', () => {
    expect(toActionRegisterBody(values({ name: '  Relaunch ', statuses: ['Open', 'Done'] }))).toEqual({
      name: 'Relaunch',
      description: 'Everything we owe the relaunch',
      ownerId: OWNER,
      status: 'Open',
      createdOn: TODAY,
      statuses: ['Open', 'Done'],
    });
  });

  it('edits a register with its own values', () => {
    const r = register({ status: 'Archive' });
    expect(valuesOfActionRegister(r)).toEqual({
      name: r.name,
      description: r.description,
      ownerId: OWNER,
      ownerName: 'Dana Lead',
      status: 'Archive',
      createdOn: '2026-11-01',
      statuses: ['Open', 'Blocked', 'Closed'],
    });
    expect(validateActionRegisterForm(valuesOfActionRegister(r))).toEqual({});
  });
});
