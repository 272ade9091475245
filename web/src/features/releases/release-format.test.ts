import { describe, expect, it } from 'vitest';
import {
  minDateFor,
  newReleaseValues,
  toCreateBody,
  validateCreate,
  validateUpdate,
} from './release-form.ts';
import { listQueryString, readReleaseParams, releaseParams, shareOf } from './release-format.ts';

const INITIATIVE = '6f1c1b8e-8d4e-4a51-9a55-8f7c1d2e3f40';
const RELEASE = '0b7d5a41-3c2e-4f6a-8b9c-1d2e3f405162';

describe('release timeline days', () => {
  it('places a day between two others for the timeline', () => {
    expect(shareOf('2026-01-11', '2026-01-01', '2026-01-21')).toBe(0.5);
    expect(shareOf('2025-12-01', '2026-01-01', '2026-01-21')).toBe(0);
    expect(shareOf('2026-03-01', '2026-01-01', '2026-01-21')).toBe(1);
    expect(shareOf('2026-01-01', '2026-01-01', '2026-01-01')).toBe(0);
  });
});

describe('the filters in the address', () => {
  it('reads known values only', () => {
    const params = new URLSearchParams(`initiative=${INITIATIVE}&status=Completed&release=${RELEASE}`);
    expect(readReleaseParams(params)).toEqual({
      initiativeId: INITIATIVE,
      status: 'Completed',
      releaseId: RELEASE,
    });
    expect(readReleaseParams(new URLSearchParams('initiative=x&status=Deleted&release=1'))).toEqual({
      initiativeId: null,
      status: null,
      releaseId: null,
    });
  });

  it('changes one parameter and keeps the others', () => {
    const params = new URLSearchParams(`status=Completed&release=${RELEASE}`);
    expect(releaseParams(params, { releaseId: null }).toString()).toBe('status=Completed');
    expect(releaseParams(params, { initiativeId: INITIATIVE }).get('release')).toBe(RELEASE);
    expect(releaseParams(params, { status: null }).has('status')).toBe(false);
  });

  it("asks the server for the default 'Status' with no status at all", () => {
    expect(listQueryString({ initiativeId: null, status: null })).toBe('');
    expect(listQueryString({ initiativeId: INITIATIVE, status: 'At Risk' })).toBe(
      `?initiativeId=${INITIATIVE}&status=At+Risk`,
    );
  });
});

describe('the release form', () => {
  it('starts Scheduled with no milestone (spec 001 §4)', () => {
    const values = newReleaseValues(INITIATIVE);
    expect(values.status).toBe('Scheduled');
    expect(values.milestone).toBe('None');
  });

  it('lets a stage picker start at the latest earlier date set', () => {
    const values = { ...newReleaseValues(null), refinementDate: '2026-02-10', designDate: '2026-02-01' };
    expect(minDateFor(values, 'refinementDate')).toBeUndefined();
    expect(minDateFor(values, 'buildDate')).toBe('2026-02-10');
    expect(minDateFor({ ...values, buildDate: '2026-03-01' }, 'liveDate')).toBe('2026-03-01');
  });

  it("marks the later stage with the schema's stage-order message, and a manager typed but not chosen", () => {
    const values = {
      ...newReleaseValues(INITIATIVE),
      name: 'R1',
      refinementDate: '2026-02-10',
      testDate: '2026-02-01',
      releaseTrainManagerName: 'Ada',
    };
    expect(validateCreate(values)).toEqual({
      testDate: 'Testing cannot finish before Refinement.',
      releaseTrainManagerId: 'Choose a person of your organisation.',
    });
    expect(
      validateUpdate({ ...values, initiativeId: null, testDate: null, releaseTrainManagerName: '' }),
    ).toEqual({});
    expect(validateCreate(newReleaseValues(null))).toMatchObject({
      initiativeId: 'Initiative is required.',
      name: 'Release name is required.',
    });
  });

  it('sends the payload without the picker text', () => {
    const body = toCreateBody({ ...newReleaseValues(INITIATIVE), name: ' R1 ', liveDate: '2026-05-01' });
    expect(body).toEqual({
      initiativeId: INITIATIVE,
      name: 'R1',
      status: 'Scheduled',
      milestone: 'None',
      refinementDate: null,
      designDate: null,
      buildDate: null,
      testDate: null,
      uatDate: null,
      liveDate: '2026-05-01',
      releaseTrainManagerId: null,
    });
  });
});
