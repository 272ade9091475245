import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { DEFAULT_STATUS_CONFIG, STATUS_IDS, type StatusConfig } from './work-item.model.ts';
import {
  acronymPrefix,
  acronymTitle,
  allowedNextStatuses,
  boardColumns,
  canEditWorkItem,
  canSitUnder,
  childKinds,
  childrenBlockMove,
  descriptionField,
  missingFieldsForStatus,
  normaliseStatusConfig,
  parentProblem,
  plannedDateProblem,
  statusConfigProblem,
  statusForColumn,
  typeChoices,
  workItemAbilities,
  wrongParentMessage,
} from './work-item.rules.ts';

const {
  new: NEW,
  refinement: REFINEMENT,
  design: DESIGN,
  delivery: DELIVERY,
  testing: TESTING,
  done: DONE,
} = STATUS_IDS;

describe('the hierarchy', () => {
  it('puts Features under Projects, Epics under Features, Stories and Bugs under Epics, Tasks under either', () => {
    expect(canSitUnder('Feature', 'Project')).toBe(true);
    expect(canSitUnder('Epic', 'Feature')).toBe(true);
    expect(canSitUnder('Story', 'Epic')).toBe(true);
    expect(canSitUnder('Bug', 'Epic')).toBe(true);
    expect(canSitUnder('Task', 'Epic')).toBe(true);
    expect(canSitUnder('Task', 'Story')).toBe(true);
    expect(canSitUnder('Story', 'Feature')).toBe(false);
    expect(canSitUnder('Epic', 'Project')).toBe(false);
    expect(canSitUnder('Bug', 'Story')).toBe(false);
    expect(canSitUnder('Feature', 'Epic')).toBe(false);
  });

  it('names the types each may hold', () => {
    expect(childKinds('Feature')).toEqual(['Epic']);
    expect(childKinds('Epic')).toEqual(['Story', 'Task', 'Bug']);
    expect(childKinds('Story')).toEqual(['Task']);
    expect(childKinds('Task')).toEqual([]);
    expect(childKinds('Bug')).toEqual([]);
  });

  it('offers the types an item may become: its own first, then those that fit its parent and children', () => {
    expect(typeChoices('Story', 'Epic', [])).toEqual(['Story', 'Task', 'Bug']);
    expect(typeChoices('Story', 'Epic', ['Task'])).toEqual(['Story']);
    expect(typeChoices('Task', 'Story', [])).toEqual(['Task']);
    expect(typeChoices('Bug', null, [])).toEqual(['Bug', 'Epic', 'Story', 'Task']);
    expect(typeChoices('Epic', 'Feature', ['Story'])).toEqual(['Epic']);
    expect(typeChoices('Epic', null, ['Task'])).toEqual(['Epic', 'Story']);
    expect(typeChoices('Feature', null, [])).toEqual(['Feature']);
  });

  it('keeps a placed item placed: another parent, never none', () => {
    expect(parentProblem('Story', true, null)).toBe(MSG.workItems.parentRequired);
    expect(parentProblem('Epic', true, null)).toBe(MSG.workItems.parentFeatureRequired);
    expect(parentProblem('Story', true, 'p2')).toBeNull();
    expect(parentProblem('Story', false, null)).toBeNull();
    expect(parentProblem('Feature', true, null)).toBeNull();
  });

  it('says where a type belongs', () => {
    expect(wrongParentMessage('Story')).toBe('A Story belongs under an Epic.');
    expect(wrongParentMessage('Epic')).toBe('An Epic belongs under a Feature.');
    expect(wrongParentMessage('Task')).toBe('A Task belongs under an Epic or a Story.');
  });
});

describe('allowed next statuses', () => {
  it('offers the next status and every earlier one', () => {
    expect(allowedNextStatuses('Story', NEW)).toEqual([REFINEMENT]);
    expect(allowedNextStatuses('Story', DESIGN)).toEqual([NEW, REFINEMENT, DELIVERY]);
    expect(allowedNextStatuses('Epic', TESTING)).toEqual([NEW, REFINEMENT, DESIGN, DELIVERY, DONE]);
    expect(allowedNextStatuses('Feature', DONE)).toEqual([NEW, REFINEMENT, DESIGN, DELIVERY, TESTING]);
  });

  it('lets Tasks and Bugs go straight to Delivery', () => {
    expect(allowedNextStatuses('Task', NEW)).toEqual([REFINEMENT, DELIVERY]);
    expect(allowedNextStatuses('Bug', REFINEMENT)).toEqual([NEW, DESIGN, DELIVERY]);
    expect(allowedNextStatuses('Bug', DELIVERY)).toEqual([NEW, REFINEMENT, DESIGN, TESTING]);
  });

  it('skips the statuses a squad does not use', () => {
    const inUse = [NEW, DELIVERY, DONE];
    expect(allowedNextStatuses('Story', NEW, inUse)).toEqual([DELIVERY]);
    expect(allowedNextStatuses('Story', DELIVERY, inUse)).toEqual([NEW, DONE]);
    // An item left in a status no longer used may go to any status in use.
    expect(allowedNextStatuses('Story', DESIGN, inUse)).toEqual(inUse);
  });

  it('never offers the current status', () => {
    for (const status of [NEW, REFINEMENT, DESIGN, DELIVERY, TESTING, DONE]) {
      expect(allowedNextStatuses('Task', status)).not.toContain(status);
    }
  });
});

describe('fields a status change needs', () => {
  const empty = { narrative: null, outcome: '  ', plannedStart: null, plannedEnd: undefined };
  const full = { narrative: 'Why', outcome: 'What', plannedStart: '2026-12-01', plannedEnd: '2026-12-20' };

  it('asks Features, Epics and Stories for narrative, outcome and planned dates before Refinement or Design', () => {
    for (const type of ['Feature', 'Epic', 'Story'] as const) {
      for (const to of [REFINEMENT, DESIGN]) {
        expect(missingFieldsForStatus(type, to, empty)).toEqual({
          narrative: MSG.workItems.narrativeRequired,
          outcome: MSG.workItems.outcomeRequired,
          plannedStart: MSG.workItems.plannedStartRequired,
          plannedEnd: MSG.workItems.plannedEndRequired,
        });
        expect(missingFieldsForStatus(type, to, full)).toEqual({});
      }
    }
    expect(missingFieldsForStatus('Story', REFINEMENT, { ...full, outcome: '' })).toEqual({
      outcome: 'Outcome is required.',
    });
  });

  it('lets other types and other statuses change freely', () => {
    expect(missingFieldsForStatus('Task', REFINEMENT, empty)).toEqual({});
    expect(missingFieldsForStatus('Bug', DESIGN, empty)).toEqual({});
    expect(missingFieldsForStatus('Story', DELIVERY, empty)).toEqual({});
  });
});

describe('the children rule', () => {
  it('keeps a parent from Done while a child is open', () => {
    expect(childrenBlockMove(DONE, [DONE, DELIVERY])).toBe(true);
    expect(childrenBlockMove(DONE, [DONE, DONE])).toBe(false);
    expect(childrenBlockMove(DONE, [])).toBe(false);
    expect(childrenBlockMove(TESTING, [NEW])).toBe(false);
  });
});

describe('planned dates', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('start today or later, end tomorrow or later, counting today as the earliest date still current', () => {
    expect(plannedDateProblem({ plannedStart: '2026-11-24', plannedEnd: '2026-11-25' }, now)).toBeNull();
    // At noon UTC it is still the 24th at UTC-12, not the 23rd anywhere.
    expect(plannedDateProblem({ plannedStart: '2026-11-23' }, now)).toEqual({
      field: 'plannedStart',
      message: MSG.workItems.plannedStartTooEarly,
    });
    expect(plannedDateProblem({ plannedEnd: '2026-11-24' }, now)).toEqual({
      field: 'plannedEnd',
      message: MSG.workItems.plannedEndTooEarly,
    });
    expect(plannedDateProblem({ plannedStart: null, plannedEnd: null }, now)).toBeNull();
  });
});

describe('the description field', () => {
  it("is a Bug's Actual Result and every other type's Narrative", () => {
    expect(descriptionField('Bug')).toBe('actualResult');
    expect(['Feature', 'Epic', 'Story', 'Task'].map((t) => descriptionField(t as 'Story'))).toEqual([
      'narrative',
      'narrative',
      'narrative',
      'narrative',
    ]);
  });
});

describe('Feature edits', () => {
  it('are for Super Admins only', () => {
    expect(canEditWorkItem('SUPER_ADMIN', 'Feature')).toBe(true);
    expect(canEditWorkItem('SQUAD_ADMIN', 'Feature')).toBe(false);
    expect(canEditWorkItem('SQUAD_MEMBER', 'Feature')).toBe(false);
    expect(canEditWorkItem('SQUAD_MEMBER', 'Story')).toBe(true);
  });

  it('offers editing and moving by the same rule, moving only for an item of a squad', () => {
    expect(workItemAbilities('SQUAD_MEMBER', { type: 'Story', squadId: 's' })).toEqual({
      edit: true,
      move: true,
    });
    expect(workItemAbilities('SQUAD_MEMBER', { type: 'Feature', squadId: null })).toEqual({
      edit: false,
      move: false,
    });
    expect(workItemAbilities('SQUAD_ADMIN', { type: 'Feature', squadId: null })).toEqual({
      edit: false,
      move: false,
    });
    expect(workItemAbilities('SUPER_ADMIN', { type: 'Feature', squadId: null })).toEqual({
      edit: true,
      move: false,
    });
  });
});

describe('acronym ids', () => {
  it("join the owner's acronym and the type's letter, then show a dash and the title", () => {
    expect(acronymPrefix('PAY', 'Story')).toBe('PAYS');
    expect(acronymPrefix('PAY', 'Bug')).toBe('PAYB');
    expect(acronymPrefix('GRW', 'Initiative')).toBe('GRWI');
    expect(acronymTitle('PAYS12', 'Checkout page')).toBe('PAYS12 - Checkout page');
  });
});

describe('status configuration', () => {
  it('accepts the default', () => {
    expect(statusConfigProblem(DEFAULT_STATUS_CONFIG)).toBeNull();
  });

  it('keeps New and Done, a column for each status in use, a backlog within those', () => {
    const without = (statuses: number[]): StatusConfig => ({
      ...DEFAULT_STATUS_CONFIG,
      statuses: statuses as StatusConfig['statuses'],
      backlog: [NEW],
    });
    expect(statusConfigProblem(without([NEW, DELIVERY]))).toBe(MSG.workItems.statusConfigNewAndDone);
    expect(statusConfigProblem(without([REFINEMENT, DONE]))).toBe(MSG.workItems.statusConfigNewAndDone);
    expect(statusConfigProblem({ ...DEFAULT_STATUS_CONFIG, columns: { 1: 'New', 4: 'Complete' } })).toBe(
      MSG.workItems.statusConfigColumn,
    );
    expect(
      statusConfigProblem({ statuses: [NEW, DONE], columns: { 1: 'New', 4: 'Complete' }, backlog: [DESIGN] }),
    ).toBe(MSG.workItems.statusConfigBacklog);
  });

  it('stores statuses in workflow order, without duplicates or columns of unused statuses', () => {
    expect(
      normaliseStatusConfig({
        statuses: [DONE, NEW, DELIVERY, NEW],
        columns: { 1: 'New', 4: 'Complete', 8: 'Test', 7: 'Refinement' },
        backlog: [DELIVERY, NEW],
      }),
    ).toEqual({
      statuses: [NEW, DELIVERY, DONE],
      columns: { 1: 'New', 8: 'Test', 4: 'Complete' },
      backlog: [NEW, DELIVERY],
    });
  });
});

describe('the sprint board', () => {
  const LEAN: StatusConfig = {
    statuses: [NEW, DELIVERY, TESTING, DONE],
    columns: { [NEW]: 'New', [DELIVERY]: 'Test', [TESTING]: 'Test', [DONE]: 'Complete' },
    backlog: [NEW, DELIVERY, TESTING],
  };

  it('shows the status groups in use, in board order, each with its statuses in workflow order', () => {
    expect(boardColumns(DEFAULT_STATUS_CONFIG)).toEqual([
      { group: 'New', statuses: [NEW] },
      { group: 'Refinement', statuses: [REFINEMENT, DESIGN] },
      { group: 'Test', statuses: [DELIVERY, TESTING] },
      { group: 'Complete', statuses: [DONE] },
    ]);
    expect(boardColumns(LEAN).map((c) => c.group)).toEqual(['New', 'Test', 'Complete']);
  });

  it('keeps a column for cards in a status the squad no longer uses', () => {
    expect(boardColumns(LEAN, [REFINEMENT]).map((c) => c.group)).toEqual([
      'New',
      'Refinement',
      'Test',
      'Complete',
    ]);
    expect(boardColumns(LEAN, [REFINEMENT])[1]).toEqual({ group: 'Refinement', statuses: [] });
  });

  it('moves a card to the first status of the column the workflow allows', () => {
    expect(statusForColumn('Story', NEW, 'Refinement', DEFAULT_STATUS_CONFIG)).toBe(REFINEMENT);
    // A Task may skip to Delivery, the first status of Test.
    expect(statusForColumn('Task', NEW, 'Test', DEFAULT_STATUS_CONFIG)).toBe(DELIVERY);
    // From Design, Delivery follows.
    expect(statusForColumn('Story', DESIGN, 'Test', DEFAULT_STATUS_CONFIG)).toBe(DELIVERY);
    // Back to any earlier status: the first of the column.
    expect(statusForColumn('Story', TESTING, 'Refinement', DEFAULT_STATUS_CONFIG)).toBe(REFINEMENT);
    expect(statusForColumn('Bug', DONE, 'New', DEFAULT_STATUS_CONFIG)).toBe(NEW);
    // From Testing, Done follows.
    expect(statusForColumn('Story', TESTING, 'Complete', DEFAULT_STATUS_CONFIG)).toBe(DONE);
  });

  it('finds none when the workflow allows no status of the column', () => {
    // A Story in New must be refined first.
    expect(statusForColumn('Story', NEW, 'Test', DEFAULT_STATUS_CONFIG)).toBeNull();
    expect(statusForColumn('Story', NEW, 'Complete', DEFAULT_STATUS_CONFIG)).toBeNull();
    expect(statusForColumn('Task', DELIVERY, 'Complete', DEFAULT_STATUS_CONFIG)).toBeNull();
  });

  it('finds nothing to change for a drop into the card’s own column', () => {
    expect(statusForColumn('Story', REFINEMENT, 'Refinement', DEFAULT_STATUS_CONFIG)).toBeNull();
    expect(statusForColumn('Story', DELIVERY, 'Test', DEFAULT_STATUS_CONFIG)).toBeNull();
  });

  it('follows the squad’s own workflow and columns', () => {
    // Without Refinement and Design, a Story goes from New to Delivery.
    expect(statusForColumn('Story', NEW, 'Test', LEAN)).toBe(DELIVERY);
    // A card in a status no longer used may go to any status in use.
    expect(statusForColumn('Story', REFINEMENT, 'Complete', LEAN)).toBe(DONE);
  });
});
