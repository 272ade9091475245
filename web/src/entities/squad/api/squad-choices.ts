import { type SquadChoice, ZSquadChoices } from '@squadboard/domain/squads/squads.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The one answer of every squad picker (retros, actions, the backlog, sprints, work items):
// GET /api/squads/choices lists the squads the caller sees and, per squad, what the server will
// let them do there, so no picker writes a role rule of its own. Under ['squads', …], so a squad
// created, renamed or deleted refreshes every picker.

export type { SquadChoice };

export const squadChoicesQuery = queryOptions({
  queryKey: ['squads', 'choices'] as const,
  queryFn: async ({ signal }) => {
    const answer = await api.get('/api/squads/choices', { schema: ZSquadChoices, signal });
    // In the browser's collation, like every list's squad filter.
    return { ...answer, items: [...answer.items].sort((a, b) => a.name.localeCompare(b.name)) };
  },
  staleTime: 60_000,
});

/** Every squad the caller sees, with `can` per squad and `can.createRetro` for the caller. */
export function useSquadChoices() {
  return useQuery(squadChoicesQuery);
}

/** The squads of the answer in which the caller may `ability`. */
export function squadsWhere(items: readonly SquadChoice[], ability: keyof SquadChoice['can']): SquadChoice[] {
  return items.filter((squad) => squad.can[ability]);
}
