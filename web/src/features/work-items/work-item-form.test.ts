import { MSG } from '@squadboard/domain';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { describe, expect, it } from 'vitest';
import { addLabel } from './components/labels-input.tsx';
import {
  minPlannedEnd,
  minPlannedStart,
  statusChoices,
  toUpdateBody,
  validateWorkItemForm,
  type WorkItemFormValues,
} from './work-item-form.ts';

const VALUES: WorkItemFormValues = {
  title: ' Checkout page ',
  ownerId: null,
  ownerName: '',
  priority: '2',
  severity: '1',
  blocked: true,
  narrative: 'As a buyer',
  outcome: '',
  actualResult: 'Crashes',
  expectedResult: '',
  plannedStart: '2026-12-01',
  plannedEnd: null,
  effortHours: 3.5,
  durationDays: '',
  size: 0,
  labels: ['ui'],
};

describe('the work-item form', () => {
  it('sends narrative and outcome for a Story, empty text and numbers as null', () => {
    expect(toUpdateBody(VALUES, 'Story')).toEqual({
      title: 'Checkout page',
      ownerId: null,
      priority: 2,
      blocked: true,
      narrative: 'As a buyer',
      outcome: null,
      plannedStart: '2026-12-01',
      plannedEnd: null,
      effortHours: 3.5,
      durationDays: null,
      size: 0,
      labels: ['ui'],
    });
  });

  it('sends severity and actual and expected results for a Bug instead', () => {
    const body = toUpdateBody(VALUES, 'Bug');
    expect(body).toMatchObject({ severity: 1, actualResult: 'Crashes', expectedResult: null });
    expect(body).not.toHaveProperty('narrative');
  });

  it("checks with the server's schema, and a typed but unpicked owner", () => {
    const errors = validateWorkItemForm({ ...VALUES, title: ' ', ownerName: 'Lea' }, 'Story');
    expect(errors).toEqual({
      title: MSG.workItems.titleRequired,
      ownerId: MSG.workItems.ownerNotFound,
    });
  });

  it('planned start from today; planned end from tomorrow and never before the start', () => {
    expect(minPlannedStart('2026-11-24')).toBe('2026-11-24');
    expect(minPlannedEnd(null, '2026-11-24')).toBe('2026-11-25');
    expect(minPlannedEnd('2026-11-24', '2026-11-24')).toBe('2026-11-25');
    expect(minPlannedEnd('2026-12-10', '2026-11-24')).toBe('2026-12-10');
  });

  it('offers the current status and the next ones, in workflow order', () => {
    expect(statusChoices({ statusId: 8, nextStatusIds: [1, 6, 7, 9] }).map((c) => c.label)).toEqual([
      'New',
      'Refinement',
      'Design',
      'Delivery',
      'Testing',
    ]);
  });
});

describe('labels', () => {
  it('adds trimmed labels, ignoring blank and repeated ones', () => {
    expect(addLabel(['ui'], '  api ')).toEqual(['ui', 'api']);
    expect(addLabel(['ui'], '   ')).toEqual(['ui']);
    expect(addLabel(['ui'], 'ui')).toEqual(['ui']);
  });

  it('stops at the most an item may have', () => {
    const full = Array.from({ length: WORK_ITEM_LIMITS.labelsMax }, (_, i) => `l${i}`);
    expect(addLabel(full, 'one more')).toEqual(full);
  });
});
