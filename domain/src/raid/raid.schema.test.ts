import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { raidDefaults } from './raid.rules.ts';
import { type CreateRaidInput, ZCreateRaid, ZUpdateRaid } from './raid.schema.ts';

const PARENT = '6f1c2f9e-1d5b-4c57-9a0e-3d8c1b2a4e5f';

const form = (over: Partial<Record<keyof CreateRaidInput | 'status', unknown>> = {}) => ({
  type: 'Risk',
  title: 'Payment provider outage',
  ownerId: null,
  reporterId: null,
  ...raidDefaults('Risk'),
  description: null,
  plan: null,
  dueDate: null,
  level: 'Initiative',
  parentId: PARENT,
  labels: [],
  ...over,
});

function fieldErrors(input: unknown): Record<string, string> {
  const result = ZCreateRaid.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the RAID form (spec 001 §5)', () => {
  it('accepts a complete form, dropping blank and repeated labels', () => {
    const parsed = ZCreateRaid.parse(form({ labels: ['vendor', ' ', 'vendor', 'payments'] }));
    expect(parsed.labels).toEqual(['vendor', 'payments']);
    expect(parsed.raisedDate).toBeUndefined();
  });

  it("answers the spec's messages for the required fields", () => {
    expect(fieldErrors(form({ title: '   ' })).title).toBe(MSG.raid.titleRequired);
    expect(fieldErrors(form({ type: undefined })).type).toBe(MSG.raid.typeRequired);
    expect(fieldErrors(form({ level: undefined })).level).toBe(MSG.raid.levelRequired);
    expect(fieldErrors(form({ parentId: undefined })).parentId).toBe(MSG.raid.parentRequired);
    expect(fieldErrors(form({ parentId: '' })).parentId).toBe(MSG.raid.parentRequired);
  });

  it('refuses values off the scales', () => {
    expect(fieldErrors(form({ currentLikelihood: 'Certain' })).currentLikelihood).toBeDefined();
    expect(fieldErrors(form({ impact: 'Business' })).impact).toBeDefined();
    expect(fieldErrors(form({ dueDate: '2026-02-30' })).dueDate).toBeDefined();
  });

  it('an edit carries the status and the raised date', () => {
    expect(ZUpdateRaid.safeParse(form()).success).toBe(false);
    expect(ZUpdateRaid.safeParse(form({ status: 'Accepted', raisedDate: '2026-11-24' })).success).toBe(true);
  });
});
