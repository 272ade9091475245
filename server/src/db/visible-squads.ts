import type { Caller } from '@squadboard/domain';
import { type AnyColumn, and, eq, inArray, type SQL } from 'drizzle-orm';
import { squads } from './schema/index.ts';

/**
 * The one rule for which squads a caller may see, as a filter on the `squads` table: every squad
 * of their organisation for a Super Admin, else the squads they lead or belong to. Every module
 * that lists or opens something of a squad (squads, sprints, retros, actions …) joins `squads`
 * and filters with this, so the rule cannot drift between modules.
 */
export function visibleSquads(caller: Caller): SQL {
  return and(eq(squads.customerId, caller.customerId), visibleSquadIds(caller, squads.id)) as SQL;
}

/**
 * The same rule on a table's own `squad_id` column, for a query that does not join `squads` (the
 * Actions list's count): nothing more for a Super Admin, else the squads they lead or belong to.
 * It does not scope by organisation; the query filters its own `customer_id` beside it.
 */
export function visibleSquadIds(caller: Caller, squadId: AnyColumn): SQL | undefined {
  return caller.role === 'SUPER_ADMIN' ? undefined : inArray(squadId, [...caller.squadIds]);
}
