import { MSG } from '@squadboard/domain';
import type { ActionRegisterItem } from '@squadboard/domain/action-registers/action-register.schema';
import { describe, expect, it } from 'vitest';
import {
  type ActionRegisterItemFormValues,
  emptyItemForm,
  itemStatusChoices,
  minItemDueDate,
  toItemBody,
  validateItemForm,
  valuesOfItem,
} from './action-register-item-form.ts';

const OWNER = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';
const TODAY = '2026-11-22';
const STATUSES = ['Open', 'In Progress', 'Closed'];

function values(change: Partial<ActionRegisterItemFormValues> = {}): ActionRegisterItemFormValues {
  return {
    ...emptyItemForm(STATUSES),
    title: 'Book the venue',
    description: 'For the launch party',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    ...change,
  };
}

function item(change: Partial<ActionRegisterItem> = {}): ActionRegisterItem {
  return {
    id: 'i1',
    actionRegisterId: 'r1',
    title: 'Book the venue',
    description: 'For the launch party',
    ownerId: OWNER,
    ownerName: 'Dana Lead',
    status: 'In Progress',
    priority: 'High',
    dueDate: '2026-11-20',
    projectId: null,
    projectName: null,
    commentCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    can: { edit: true },
    ...change,
  };
}

describe('register item form', () => {
  it("starts with the register's first status and Low priority", () => {
    expect(emptyItemForm(['Todo', 'Done'])).toMatchObject({ status: 'Todo', priority: 'Low', dueDate: null });
    expect(emptyItemForm([]).status).toBe('Open');
  });

  it('gives the spec messages for the required fields', () => {
    const errors = validateItemForm(
      values({ title: '', description: ' ', ownerId: null, ownerName: '' }),
      STATUSES,
      null,
      TODAY,
    );
    expect(errors).toMatchObject({
      title: MSG.actionRegisters.itemTitleRequired,
      description: MSG.actionRegisters.descriptionRequired,
      ownerId: MSG.actionRegisters.ownerRequired,
    });
  });

  it("accepts only the register's statuses, but lets an item keep a removed one", () => {
    expect(validateItemForm(values({ status: 'Gone' }), STATUSES, null, TODAY).status).toBe(
      MSG.actionRegisters.itemStatusUnknown,
    );
    expect(
      validateItemForm(valuesOfItem(item({ status: 'Gone' })), STATUSES, item({ status: 'Gone' }), TODAY),
    ).toEqual({});
    expect(itemStatusChoices(STATUSES, 'Gone')).toEqual([...STATUSES, 'Gone']);
    expect(itemStatusChoices(STATUSES, 'Open')).toEqual(STATUSES);
  });

  it('keeps due dates from today for a new item and from the current one when editing', () => {
    expect(validateItemForm(values({ dueDate: '2026-11-21' }), STATUSES, null, TODAY).dueDate).toBe(
      MSG.actionRegisters.dueBeforeToday,
    );
    expect(validateItemForm(values({ dueDate: TODAY }), STATUSES, null, TODAY)).toEqual({});
    const old = item();
    expect(minItemDueDate(old, TODAY)).toBe('2026-11-20');
    expect(minItemDueDate(item({ dueDate: null }), TODAY)).toBe(TODAY);
    expect(validateItemForm(valuesOfItem(old), STATUSES, old, TODAY)).toEqual({});
    expect(
      validateItemForm({ ...valuesOfItem(old), dueDate: '2026-11-19' }, STATUSES, old, TODAY).dueDate,
    ).toBe(MSG.actionRegisters.dueBeforeCurrent);
  });

  it('sends the full item with no project and the new comment', () => {
    expect(toItemBody({ ...valuesOfItem(item()), comment: '  Venue confirmed ' })).toEqual({
      title: 'Book the venue',
      description: 'For the launch party',
      ownerId: OWNER,
      status: 'In Progress',
      priority: 'High',
      dueDate: '2026-11-20',
      projectId: null,
      comment: 'Venue confirmed',
    });
    expect(toItemBody(values({ dueDate: '' as unknown as null })).dueDate).toBeNull();
  });

  it("keeps the item's project, and sends a chosen one", () => {
    const project = '7d3c1f6e-2b4a-4c8d-9e0f-1a2b3c4d5e6f';
    expect(valuesOfItem(item({ projectId: project })).projectId).toBe(project);
    expect(toItemBody({ ...valuesOfItem(item()), projectId: project }).projectId).toBe(project);
    expect(emptyItemForm(STATUSES).projectId).toBeNull();
  });
});
