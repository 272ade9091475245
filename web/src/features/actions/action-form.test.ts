import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { describe, expect, it } from 'vitest';
import {
  type ActionFormValues,
  emptyActionForm,
  minDueDate,
  toActionBody,
  validateActionForm,
  valuesOfAction,
} from './action-form.ts';

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const OWNER = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';
const TODAY = '2026-11-22';

function values(change: Partial<ActionFormValues> = {}): ActionFormValues {
  return {
    ...emptyActionForm(SQUAD),
    title: 'Fix the flaky build',
    description: 'Quarantine the two slow tests',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    ...change,
  };
}

function action(change: Partial<Action> = {}): Action {
  return {
    id: 'a1',
    number: 7,
    squadId: SQUAD,
    squadName: 'Platform',
    retroId: null,
    retroTitle: null,
    cardId: null,
    title: 'Fix the flaky build',
    description: 'Quarantine',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    status: 'In Progress',
    priority: 'High',
    dueDate: '2026-12-05',
    createdAt: '2026-11-01T10:00:00.000Z',
    can: { edit: true, delete: true },
    ...change,
  };
}

describe('action form', () => {
  it('starts as Open, Low, with no due date', () => {
    expect(emptyActionForm()).toMatchObject({
      squadId: null,
      status: 'Open',
      priority: 'Low',
      dueDate: null,
    });
  });

  it('marks every required field with the spec messages on an empty submit', () => {
    const errors = validateActionForm(emptyActionForm(), null, TODAY);
    expect(errors).toEqual({
      squadId: MSG.actions.squadRequired,
      title: MSG.actions.titleRequired,
      description: MSG.actions.descriptionRequired,
      ownerId: MSG.actions.ownerRequired,
    });
  });

  it('treats blank text as missing', () => {
    const errors = validateActionForm(values({ title: '  ', description: '\n' }), null, TODAY);
    expect(errors.title).toBe(MSG.actions.titleRequired);
    expect(errors.description).toBe(MSG.actions.descriptionRequired);
  });

  it('asks for a person from the list when a name was typed but not picked', () => {
    const errors = validateActionForm(values({ ownerId: null, ownerName: 'Dan' }), null, TODAY);
    expect(errors.ownerId).toBe(MSG.actions.ownerNotFound);
  });

  it('refuses a due date before today for a new action', () => {
    expect(validateActionForm(values({ dueDate: '2026-11-21' }), null, TODAY).dueDate).toBe(
      MSG.actions.dueBeforeToday,
    );
    expect(validateActionForm(values({ dueDate: TODAY }), null, TODAY)).toEqual({});
  });

  it('refuses a due date before the current one when editing, even if that is in the past', () => {
    const current = action({ dueDate: '2026-11-10' });
    expect(minDueDate(current, TODAY)).toBe('2026-11-10');
    expect(validateActionForm(values({ dueDate: '2026-11-10' }), current, TODAY)).toEqual({});
    expect(validateActionForm(values({ dueDate: '2026-11-09' }), current, TODAY).dueDate).toBe(
      MSG.actions.dueBeforeCurrent,
    );
    expect(minDueDate(action({ dueDate: null }), TODAY)).toBe(TODAY);
    expect(minDueDate(null, TODAY)).toBe(TODAY);
  });

  it('asks for the squad when editing too: an action can move squads', () => {
    expect(validateActionForm(values({ squadId: null }), action(), TODAY)).toEqual({
      squadId: MSG.actions.squadRequired,
    });
  });

  it('builds the create and the update body with the squad', () => {
    expect(toActionBody(values({ dueDate: '2026-12-05', priority: 'Medium' }), null)).toEqual({
      squadId: SQUAD,
      title: 'Fix the flaky build',
      description: 'Quarantine the two slow tests',
      ownerId: OWNER,
      status: 'Open',
      priority: 'Medium',
      dueDate: '2026-12-05',
    });
    const change = toActionBody(values({ title: ' Trimmed ' }), action());
    expect(change).toMatchObject({ squadId: SQUAD, title: 'Trimmed', dueDate: null });
  });

  it('fills the edit form from the action', () => {
    expect(valuesOfAction(action())).toEqual({
      squadId: SQUAD,
      title: 'Fix the flaky build',
      description: 'Quarantine',
      ownerId: OWNER,
      ownerName: 'Dana Lead',
      status: 'In Progress',
      priority: 'High',
      dueDate: '2026-12-05',
    });
  });
});
