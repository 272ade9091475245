import { MSG } from '@squadboard/domain';
import { describe, expect, it } from 'vitest';
import { raidItem } from '../raid-items.fixture.ts';
import {
  newRaidValues,
  type RaidFormValues,
  tabsShown,
  tabsWithErrors,
  toCreateBody,
  toUpdateBody,
  validateRaidForm,
  valuesOfRaid,
  withType,
} from './raid-form.ts';

const ME = {
  id: '0d4f0a52-8c8e-4f0e-9d55-2f3a4c1d6e7f',
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'o@x.io',
};
const PARENT = '7b0c9d3e-1f2a-4b5c-8d6e-9f0a1b2c3d4e';

function chosen(type: Parameters<typeof withType>[1], fields: Partial<RaidFormValues> = {}): RaidFormValues {
  const values = newRaidValues(ME, '2026-11-24');
  return { ...values, ...withType(values, type), title: 'Vendor late', parentId: PARENT, ...fields };
}

describe('the RAID form', () => {
  it('starts with no type, Level Initiative, raised today and reported by whoever raises it', () => {
    const values = newRaidValues(ME, '2026-11-24');
    expect(values).toMatchObject({
      type: null,
      level: 'Initiative',
      raisedDate: '2026-11-24',
      reporterId: ME.id,
      reporterName: 'Olivia Owner',
      status: 'New',
    });
  });

  it('an empty form names every required field', () => {
    const errors = validateRaidForm({ ...newRaidValues(ME), level: null }, false);
    expect(errors).toMatchObject({
      title: MSG.raid.titleRequired,
      type: MSG.raid.typeRequired,
      level: MSG.raid.levelRequired,
      parentId: MSG.raid.parentRequired,
    });
    expect(tabsWithErrors(errors)).toEqual(['reference']);
  });

  it('a name typed but not picked is no person', () => {
    const errors = validateRaidForm(chosen('Issue', { ownerName: 'Ad', reporterId: null }), false);
    expect(Object.keys(errors)).toEqual(['ownerId', 'reporterId']);
  });

  it('choosing another type applies its defaults and clears the fields it does not show', () => {
    const risk = chosen('Risk', { currentLikelihood: 'Likely', flag: 'Red', status: 'In Treatment' });
    const issue = { ...risk, ...withType(risk, 'Issue') };
    expect(issue).toMatchObject({
      priority: 'Low',
      impact: 'None',
      currentConsequence: 'Very low',
      currentLikelihood: null,
      treatedLikelihood: null,
      treatedConsequence: null,
      riskType: null,
      flag: null,
      // In Treatment is a Risk's status only.
      status: 'New',
    });
  });

  it('sends the create body the schema makes of the values', () => {
    const values = chosen('Dependency', {
      description: '<p>Waits on the bank</p>',
      plan: ' ',
      labels: ['bank'],
    });
    expect(toCreateBody(values)).toEqual({
      type: 'Dependency',
      title: 'Vendor late',
      ownerId: null,
      reporterId: ME.id,
      priority: null,
      impact: null,
      currentLikelihood: null,
      currentConsequence: null,
      treatedLikelihood: null,
      treatedConsequence: null,
      riskType: null,
      flag: null,
      certainty: null,
      relatesTo: 'Feature',
      workItemId: null,
      relation: 'None',
      description: '<p>Waits on the bank</p>',
      plan: null,
      raisedDate: '2026-11-24',
      dueDate: null,
      level: 'Initiative',
      parentId: PARENT,
      labels: ['bank'],
    });
  });

  it('an item opens as it was saved and goes back with its status', () => {
    const item = raidItem('Risk', 'Supplier fails', { status: 'Accepted', labels: ['x'] });
    const values = valuesOfRaid(item);
    expect(validateRaidForm(values, true)).toEqual({});
    expect(toUpdateBody(values)).toMatchObject({
      status: 'Accepted',
      parentId: item.parent.id,
      flag: 'Green',
    });
  });

  it('shows Relationship for a Dependency only and Comments on edit only', () => {
    expect(tabsShown('Risk', false)).toEqual(['description', 'timeline', 'reference']);
    expect(tabsShown('Dependency', true)).toEqual([
      'description',
      'timeline',
      'relationship',
      'reference',
      'comments',
    ]);
  });
});
