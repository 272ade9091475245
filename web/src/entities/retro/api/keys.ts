// Every cached retro answer, of any feature (lists, calendar), lives under one root, so a retro
// created, started or cancelled anywhere refreshes all of them.
export const RETROS_KEY = ['retros'] as const;

/** The API path of one retro; start, cancel, archive and delete act on it. */
export function retroPath(id: string): string {
  return `/api/retros/${encodeURIComponent(id)}`;
}

/** A squad's saved retro templates: the create page reads them, the room saves one. */
export const RETRO_TEMPLATES_KEY = ['retro-templates'] as const;

export function retroTemplatesKey(squadId: string) {
  return [...RETRO_TEMPLATES_KEY, squadId] as const;
}
