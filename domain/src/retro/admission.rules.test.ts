import { describe, expect, it } from 'vitest';
import { knockRecipients } from './admission.rules.ts';

describe('who hears a knock', () => {
  const superAdminIds = ['sa-in-room', 'sa-elsewhere'];

  it('tells the lead wherever they are and only the Super Admins in the room', () => {
    expect(
      knockRecipients({
        leadId: 'lead',
        facilitatorId: null,
        superAdminIds,
        presentUserIds: ['sa-in-room', 'member'],
      }),
    ).toEqual(['lead', 'sa-in-room']);
    expect(
      knockRecipients({ leadId: 'lead', facilitatorId: null, superAdminIds, presentUserIds: [] }),
    ).toEqual(['lead']);
  });

  it('tells the facilitator too, and nobody twice', () => {
    expect(
      knockRecipients({
        leadId: 'lead',
        facilitatorId: 'sa-in-room',
        superAdminIds,
        presentUserIds: ['sa-in-room', 'lead'],
      }),
    ).toEqual(['lead', 'sa-in-room']);
    expect(
      knockRecipients({ leadId: null, facilitatorId: 'member', superAdminIds, presentUserIds: [] }),
    ).toEqual(['member']);
  });

  it('tells every Super Admin when nobody else runs the retro (a squad without a lead)', () => {
    expect(knockRecipients({ leadId: null, facilitatorId: null, superAdminIds, presentUserIds: [] })).toEqual(
      superAdminIds,
    );
  });
});
