import { MSG } from '@squadboard/domain';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { describe, expect, it } from 'vitest';
import { addLabel } from '../../components/labels-input.tsx';
import {
  minPlannedEnd,
  minPlannedStart,
  statusChoices,
  tabsWithErrors,
  toUpdateBody,
  validateWorkItemForm,
  type WorkItemFormValues,
} from './work-item-form.ts';

const VALUES: WorkItemFormValues = {
  type: 'Story',
  title: ' Checkout page ',
  ownerId: null,
  ownerName: '',
  reporterId: null,
  reporterName: '',
  parentId: null,
  placed: false,
  squadId: '7b0c2f4e-1d1a-4c53-9a47-2f7f3e0f9a10',
  sprintId: null,
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
  releaseVersions: [],
  impactedSquadIds: [],
};

describe('the work-item form', () => {
  it('sends narrative and outcome for a Story, empty text and numbers as null', () => {
    expect(toUpdateBody(VALUES)).toEqual({
      type: 'Story',
      title: 'Checkout page',
      ownerId: null,
      reporterId: null,
      parentId: null,
      squadId: VALUES.squadId,
      sprintId: null,
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
      releaseVersions: [],
      impactedSquadIds: [],
    });
  });

  it('sends severity and actual and expected results for a Bug instead', () => {
    const body = toUpdateBody({ ...VALUES, type: 'Bug' });
    expect(body).toMatchObject({ severity: 1, actualResult: 'Crashes', expectedResult: null });
    expect(body).not.toHaveProperty('narrative');
  });

  it("checks with the server's schema, and a typed but unpicked owner", () => {
    const errors = validateWorkItemForm({ ...VALUES, title: ' ', ownerName: 'Lea', squadId: null });
    expect(errors).toEqual({
      title: MSG.workItems.titleRequired,
      ownerId: MSG.workItems.ownerNotFound,
      squadId: MSG.workItems.squadRequired,
    });
    expect(validateWorkItemForm({ ...VALUES, type: 'Feature', squadId: null })).toEqual({
      parentId: MSG.workItems.projectRequired,
    });
  });

  it('keeps a placed item placed (spec 001 §5)', () => {
    expect(validateWorkItemForm({ ...VALUES, placed: true })).toEqual({
      parentId: MSG.workItems.parentRequired,
    });
    expect(validateWorkItemForm({ ...VALUES, type: 'Epic', placed: true })).toEqual({
      parentId: MSG.workItems.parentFeatureRequired,
    });
  });

  it('sends no sprint for an Epic or a Feature (spec 001 §2.8)', () => {
    expect(toUpdateBody({ ...VALUES, type: 'Epic' })).not.toHaveProperty('sprintId');
    expect(toUpdateBody({ ...VALUES, type: 'Task' })).toHaveProperty('sprintId', null);
  });

  it('opens the first tab holding a marked field', () => {
    expect(tabsWithErrors({ plannedEnd: 'x', narrative: 'y', title: 'z' })).toEqual([
      'description',
      'schedule',
    ]);
    expect(tabsWithErrors({ impactedSquadIds: 'x', 'labels.0': 'y' })).toEqual(['reference', 'impact']);
    expect(tabsWithErrors({ title: 'z' })).toEqual([]);
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
    expect(addLabel(['ui'], '  api ', WORK_ITEM_LIMITS.labelsMax)).toEqual(['ui', 'api']);
    expect(addLabel(['ui'], '   ', WORK_ITEM_LIMITS.labelsMax)).toEqual(['ui']);
    expect(addLabel(['ui'], 'ui', WORK_ITEM_LIMITS.labelsMax)).toEqual(['ui']);
  });

  it('stops at the most an item may have', () => {
    const full = Array.from({ length: WORK_ITEM_LIMITS.labelsMax }, (_, i) => `l${i}`);
    expect(addLabel(full, 'one more', WORK_ITEM_LIMITS.labelsMax)).toEqual(full);
  });
});
