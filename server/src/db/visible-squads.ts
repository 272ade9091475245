import type { Caller } from '@squadboard/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { squads } from './schema/index.ts';

/**
 * The one rule for which squads a caller may see, as a filter on the `squads` table: every squad
 * of their organisation for a Super Admin, else the squads they lead or belong to. Every module
 * that lists or opens something of a squad (squads, sprints, retros, actions …) joins `squads`
 * and filters with this, so the rule cannot drift between modules.
 */
export function visibleSquads(caller: Caller): SQL {
  const ofCustomer = eq(squads.customerId, caller.customerId);
  if (caller.role === 'SUPER_ADMIN') {
    return ofCustomer;
  }
  return and(ofCustomer, inArray(squads.id, [...caller.squadIds])) as SQL;
}
