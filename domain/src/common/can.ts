import { z } from 'zod';

/**
 * What the caller may do with one item (edit, delete, move, complete …), answered by the server
 * with the item from the domain's rules, so the web shows only the controls that will succeed
 * and never guesses a permission of its own. Each item kind names its own abilities:
 * `can: ZCan('edit', 'delete')` in the item's schema, `Can<'edit' | 'delete'>` for its type.
 */
export function ZCan<const K extends string>(...abilities: K[]) {
  const shape = Object.fromEntries(abilities.map((ability) => [ability, z.boolean()]));
  return z.object(shape as { [A in K]: z.ZodBoolean });
}

export type Can<K extends string> = { [A in K]: boolean };
