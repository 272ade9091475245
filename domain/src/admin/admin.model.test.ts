import { describe, expect, it } from 'vitest';
import { ADMIN_METRIC_LABELS, ADMIN_METRICS, customerDisplayName, isStaffEmail } from './admin.model.ts';

describe('isStaffEmail', () => {
  it('is true for the staff domain only, whatever the case', () => {
    expect(isStaffEmail('ada@squadboard.local', 'squadboard.local')).toBe(true);
    expect(isStaffEmail('Ada@SquadBoard.Local', 'squadboard.local')).toBe(true);
  });

  it('refuses subdomains, look-alikes and other domains', () => {
    expect(isStaffEmail('ada@eu.squadboard.local', 'squadboard.local')).toBe(false);
    expect(isStaffEmail('ada@evilsquadboard.local', 'squadboard.local')).toBe(false);
    expect(isStaffEmail('ada@squadboard.local.evil.com', 'squadboard.local')).toBe(false);
    expect(isStaffEmail('squadboard.local', 'squadboard.local')).toBe(false);
  });

  it('makes nobody staff when no domain is configured', () => {
    expect(isStaffEmail('ada@squadboard.local', null)).toBe(false);
    expect(isStaffEmail('ada@squadboard.local', '')).toBe(false);
  });
});

describe('the metric cards', () => {
  it("are the spec's ten, in its order", () => {
    expect(ADMIN_METRICS.map((m) => ADMIN_METRIC_LABELS[m])).toEqual([
      'Customers',
      'Active Customers',
      'Number Of Users',
      'Number Of Initiatives',
      'Number Of Projects',
      'Customer Without Squad',
      'Customer Without Users',
      'Customer Without Initiative/Project',
      'Customer Without Workitems',
      'Customer Without Retro',
    ]);
  });

  it('names an unnamed organisation "(no name)"', () => {
    expect(customerDisplayName(null)).toBe('(no name)');
    expect(customerDisplayName('  ')).toBe('(no name)');
    expect(customerDisplayName('Acme')).toBe('Acme');
  });
});
