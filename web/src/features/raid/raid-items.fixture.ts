import type { RaidType } from '@squadboard/domain/raid/raid.model';
import { raidDefaults } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';

// RAID items as GET /api/raid answers them, for the page's tests: the type's defaults, under the
// PAY1 initiative, raised on 2026-11-02, owned by Ada.

let next = 0;

export const PARENT = { id: '7b0c9d3e-1f2a-4b5c-8d6e-9f0a1b2c3d4e', acronymId: 'PAY1', title: 'Payments' };

export function raidItem(type: RaidType, title: string, fields: Partial<RaidItem> = {}): RaidItem {
  next += 1;
  const n = String(next).padStart(12, '0');
  return {
    id: `3c0a4f8e-5b1d-4e2a-9f6c-${n}`,
    type,
    title,
    acronymId: `PAY${type[0]}${next}`,
    status: 'New',
    ...raidDefaults(type),
    workItem: null,
    description: null,
    plan: null,
    raisedDate: '2026-11-02',
    dueDate: null,
    level: 'Initiative',
    parent: PARENT,
    owner: { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Ada Admin' },
    reporter: null,
    labels: [],
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    can: { edit: true },
    ...fields,
  };
}
