import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  canCompleteRelease,
  canManageReleases,
  matchesReleaseStatus,
  pageWindow,
  participatingStatus,
  type ReleaseStageDates,
  releaseCan,
  releaseStageRisks,
  releaseStageSpans,
  squadStageCounts,
  stageOrderProblem,
} from './release.rules.ts';
import { ZCreateRelease, ZUpdateRelease } from './release.schema.ts';

const NO_DATES: ReleaseStageDates = {
  refinementDate: null,
  designDate: null,
  buildDate: null,
  testDate: null,
  uatDate: null,
  liveDate: null,
};

describe('who plans releases', () => {
  it('is a Super Admin or a Squad Admin', () => {
    expect(canManageReleases('SUPER_ADMIN')).toBe(true);
    expect(canManageReleases('SQUAD_ADMIN')).toBe(true);
    expect(canManageReleases('SQUAD_MEMBER')).toBe(false);
  });
});

describe('the Status filter (spec 001 §4)', () => {
  it("shows Scheduled, In Progress and At Risk by default ('Status')", () => {
    expect(matchesReleaseStatus('Scheduled', null)).toBe(true);
    expect(matchesReleaseStatus('At Risk', null)).toBe(true);
    expect(matchesReleaseStatus('Completed', null)).toBe(false);
    expect(matchesReleaseStatus('Canceled', null)).toBe(false);
    expect(matchesReleaseStatus('Completed', 'Completed')).toBe(true);
    expect(matchesReleaseStatus('Scheduled', 'Completed')).toBe(false);
  });
});

describe('stage dates in order', () => {
  it('accepts dates in order, equal ones and gaps', () => {
    expect(stageOrderProblem(NO_DATES)).toBeNull();
    expect(
      stageOrderProblem({
        ...NO_DATES,
        refinementDate: '2026-01-05',
        buildDate: '2026-01-05',
        liveDate: '2026-03-01',
      }),
    ).toBeNull();
  });

  it('names the first stage that ends before an earlier one, skipping empty ones', () => {
    expect(
      stageOrderProblem({
        ...NO_DATES,
        refinementDate: '2026-02-01',
        testDate: '2026-01-20',
        liveDate: '2026-01-01',
      }),
    ).toEqual({ field: 'testDate', before: 'refinementDate' });
  });

  it('is checked by the create and update schemas on the field', () => {
    const sent = {
      initiativeId: '6f1c1b8e-8d4e-4a51-9a55-8f7c1d2e3f40',
      name: 'R1',
      releaseTrainManagerId: null,
      ...NO_DATES,
      designDate: '2026-02-01',
      buildDate: '2026-01-01',
    };
    const created = ZCreateRelease.safeParse(sent);
    expect(created.success).toBe(false);
    expect(created.error?.issues[0]?.path).toEqual(['buildDate']);
    expect(created.error?.issues[0]?.message).toBe(MSG.releases.stageOrder('Build', 'Design'));
    const { initiativeId: _, ...edit } = sent;
    expect(ZUpdateRelease.safeParse(edit).success).toBe(false);
    const fine = ZCreateRelease.parse({ ...sent, buildDate: '2026-02-02' });
    expect(fine.status).toBe('Scheduled');
    expect(fine.milestone).toBe('None');
    expect(ZCreateRelease.safeParse({ ...sent, name: '  ', buildDate: null }).error?.issues[0]?.message).toBe(
      MSG.releases.nameRequired,
    );
  });
});

describe('the release dashboard', () => {
  it('counts epics per stage with whole percentages rounded down, of all epics', () => {
    const { rows, total } = participatingStatus([
      { statusId: 1 },
      { statusId: 1 },
      { statusId: 6 },
      { statusId: 4 },
      { statusId: 4 },
      { statusId: 9 },
    ]);
    expect(total).toBe(6);
    expect(rows.map((row) => [row.stage, row.count, row.percentage])).toEqual([
      ['New', 2, 33],
      ['Refinement', 1, 16],
      ['Design', 0, 0],
      ['Delivery', 0, 0],
      ['Testing', 1, 16],
      ['Done', 2, 33],
    ]);
    expect(participatingStatus([]).rows.every((row) => row.percentage === 0)).toBe(true);
  });

  it("counts each squad's epics per stage, squads by name", () => {
    const rows = squadStageCounts([
      { squadId: 'b', squadName: 'Payments', statusId: 7 },
      { squadId: 'a', squadName: 'Apps', statusId: 1 },
      { squadId: 'b', squadName: 'Payments', statusId: 7 },
      { squadId: 'b', squadName: 'Payments', statusId: 4 },
    ]);
    expect(rows.map((row) => row.squadName)).toEqual(['Apps', 'Payments']);
    expect(rows[1]?.counts).toEqual({ New: 0, Refinement: 0, Design: 2, Delivery: 0, Testing: 0, Done: 1 });
  });

  it("pages five rows at a time as 'Showing a - b of total' reads them", () => {
    expect(pageWindow(12, 1, 5)).toMatchObject({ page: 1, pages: 3, start: 0, end: 5, from: 1, to: 5 });
    expect(pageWindow(12, 3, 5)).toMatchObject({ page: 3, from: 11, to: 12 });
    expect(pageWindow(12, 9, 5).page).toBe(3);
    expect(pageWindow(0, 1, 5)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0 });
    expect(MSG.releases.pageSummary(3, 11, 12, 12)).toBe('Page: 3 Showing 11 - 12 of 12');
  });
});

describe('beyond the spec: timeline and at-risk hint', () => {
  const release = {
    status: 'In Progress' as const,
    ...NO_DATES,
    refinementDate: '2026-11-01',
    designDate: '2026-11-20',
    buildDate: '2026-12-10',
    liveDate: '2027-01-15',
  };

  it('flags a passed stage while items are not past it', () => {
    const items = [{ statusId: 1 as const }, { statusId: 7 as const }, { statusId: 8 as const }];
    expect(releaseStageRisks(release, items, '2026-11-24')).toEqual([
      { stage: 'refinementDate', label: 'Refinement', date: '2026-11-01', open: 1 },
      { stage: 'designDate', label: 'Design', date: '2026-11-20', open: 2 },
    ]);
    expect(releaseStageRisks(release, [{ statusId: 4 }], '2026-11-24')).toEqual([]);
    expect(releaseStageRisks({ ...release, status: 'Completed' }, items, '2026-11-24')).toEqual([]);
    // The day itself is not late yet.
    expect(releaseStageRisks(release, items, '2026-11-01')).toEqual([]);
  });

  it('draws each dated stage from the end of the one before', () => {
    expect(releaseStageSpans(release, '2026-10-01')).toEqual([
      { stage: 'refinementDate', label: 'Refinement', start: '2026-10-01', end: '2026-11-01' },
      { stage: 'designDate', label: 'Design', start: '2026-11-01', end: '2026-11-20' },
      { stage: 'buildDate', label: 'Build', start: '2026-11-20', end: '2026-12-10' },
      { stage: 'liveDate', label: 'Go-Live', start: '2026-12-10', end: '2027-01-15' },
    ]);
  });
});

describe('releaseCan', () => {
  it('lets Super and Squad Admins edit, complete and delete, and a Squad Member nothing', () => {
    const all = { edit: true, complete: true, delete: true };
    expect(releaseCan('SUPER_ADMIN', { status: 'Scheduled' })).toEqual(all);
    expect(releaseCan('SQUAD_ADMIN', { status: 'At Risk' })).toEqual(all);
    expect(releaseCan('SQUAD_MEMBER', { status: 'Scheduled' })).toEqual({
      edit: false,
      complete: false,
      delete: false,
    });
  });

  it('offers no complete for a release already completed', () => {
    expect(canCompleteRelease('SUPER_ADMIN', { status: 'Completed' })).toBe(false);
    expect(canCompleteRelease('SUPER_ADMIN', { status: 'Canceled' })).toBe(true);
    expect(releaseCan('SQUAD_ADMIN', { status: 'Completed' })).toEqual({
      edit: true,
      complete: false,
      delete: true,
    });
  });
});
