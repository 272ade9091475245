import { RETROS_KEY } from '../../../entities/retro/api/keys.ts';

// Under the one retro root, so a create, start or cancel refreshes every list.
export const retrosKeys = {
  list: (view: 'active' | 'archive', page: number, squadId: string | null) =>
    [...RETROS_KEY, 'list', { view, page, squadId }] as const,
  sprints: (squadId: string) => [...RETROS_KEY, 'sprints', squadId] as const,
};
