import { describe, expect, it } from 'vitest';
import { isSprintChange, panelAs, panelViewFor } from './sprint-panel.rules.ts';
import type { SprintPanelFull } from './sprint-panel.schema.ts';

const viewer = { isGuest: false, seesSquad: false, isAdmin: false, hidden: false };

describe('panelViewFor', () => {
  it('gives the squad everything, a guest keys and titles, anyone else nothing', () => {
    expect(panelViewFor({ ...viewer, seesSquad: true })).toBe('full');
    expect(panelViewFor({ ...viewer, isGuest: true })).toBe('keys');
    expect(panelViewFor(viewer)).toBe('none');
  });

  it('hides the panel from everyone but the admin', () => {
    expect(panelViewFor({ ...viewer, seesSquad: true, hidden: true })).toBe('none');
    expect(panelViewFor({ ...viewer, isGuest: true, hidden: true })).toBe('none');
    expect(panelViewFor({ ...viewer, isAdmin: true, hidden: true })).toBe('full');
  });

  it('shows the admin the whole panel even outside the squad (a Super Admin, a facilitator)', () => {
    expect(panelViewFor({ ...viewer, isAdmin: true })).toBe('full');
  });
});

const item = { key: 'PAYS1', title: 'Pay', type: 'Task', status: 'Done', assignee: 'Mia', size: 3 } as const;
const panel: SprintPanelFull = {
  view: 'full',
  sprint: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sprint 1',
    startDate: '2028-03-02',
    endDate: '2028-03-13',
    status: 'ACTIVE',
  },
  figures: {
    committedItems: 2,
    completedItems: 1,
    committedHours: 5,
    completedHours: 3,
    committedSize: 4,
    completedSize: 3,
  },
  added: { count: 1, items: [item] },
  removed: { count: 0, items: [] },
  carried: { count: 1 },
  burndown: [{ date: '2028-03-02', remainingItems: 2, remainingHours: 5 }],
  done: [item],
  notDone: [{ ...item, key: 'PAYS2', status: 'New' }],
};

describe('panelAs', () => {
  it('leaves a guest the keys and titles of the lists, and no other field at all', () => {
    const keys = panelAs(panel, 'keys');
    expect(keys?.view).toBe('keys');
    expect(keys?.done).toEqual([{ key: 'PAYS1', title: 'Pay' }]);
    expect(keys?.notDone).toEqual([{ key: 'PAYS2', title: 'Pay' }]);
    expect(keys?.added.items).toEqual([{ key: 'PAYS1', title: 'Pay' }]);
    expect(Object.keys(keys?.done[0] ?? {})).toEqual(['key', 'title']);
    expect(keys?.figures).toEqual(panel.figures);
  });

  it('gives nothing to none, and the whole panel to full', () => {
    expect(panelAs(panel, 'none')).toBeNull();
    expect(panelAs(panel, 'full')).toBe(panel);
  });
});

describe('isSprintChange', () => {
  it('knows an edit of the sprint field and a move at completion', () => {
    expect(isSprintChange('Changed Sprint')).toBe(true);
    expect(isSprintChange('Changed Title, Sprint, Owner')).toBe(true);
    expect(isSprintChange('Sprint: Sprint 1 → Backlog')).toBe(true);
    expect(isSprintChange('Changed Title')).toBe(false);
    expect(isSprintChange('Status New → Done')).toBe(false);
  });
});
