import type { SessionUser } from '@squadboard/domain';
import { type RetroSquadChoices, ZRetroSquadChoices } from '@squadboard/domain/retro/retro.schema';
import { type Squad, ZSquadPage } from '@squadboard/domain/squads/squads.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retrosKeys } from './keys.ts';

export interface SquadChoice {
  id: string;
  name: string;
}

/** Safety stop: an organisation with more squads than this is far beyond any plan's limit. */
const MAX_PAGES = 50;

/** Every squad the caller can see (the squad list is paged, so all pages are read). */
async function fetchAllSquads(signal?: AbortSignal): Promise<Squad[]> {
  const squads: Squad[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await api.get(`/api/squads?page=${page}`, { schema: ZSquadPage, signal });
    squads.push(...result.items);
    if (result.items.length === 0 || squads.length >= result.total) {
      break;
    }
  }
  return squads;
}

const choice = (s: Squad): SquadChoice => ({ id: s.id, name: s.name });
const byName = (a: SquadChoice, b: SquadChoice) => a.name.localeCompare(b.name);

/**
 * Whether the caller may create retros, and the squads they may create one for: the server's
 * answer (GET /api/retros/squads), from the rules that POST /api/retros enforces.
 */
export async function fetchCreatableSquads(signal?: AbortSignal): Promise<RetroSquadChoices> {
  const answer = await api.get('/api/retros/squads', { schema: ZRetroSquadChoices, signal });
  // In the browser's collation, like the lists' squad filter.
  return { ...answer, items: [...answer.items].sort(byName) };
}

/** The squads whose retros the caller sees: the choices of the lists' squad filter. */
export function useVisibleSquads(user: SessionUser) {
  return useQuery({
    queryKey: retrosKeys.visibleSquads(user.id),
    queryFn: async ({ signal }) => (await fetchAllSquads(signal)).map(choice).sort(byName),
  });
}

export function useCreatableSquads(user: SessionUser) {
  return useQuery({
    queryKey: retrosKeys.creatableSquads(user.id),
    queryFn: ({ signal }) => fetchCreatableSquads(signal),
  });
}
