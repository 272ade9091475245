// One root for every cached squad answer, so a save refreshes the list, the options and counts.
export const SQUADS_KEY = ['squads'] as const;

export const squadsKeys = {
  list: (search: string, page: number) => [...SQUADS_KEY, 'list', { search, page }] as const,
  options: () => [...SQUADS_KEY, 'options'] as const,
};
