import { z } from 'zod';
import { MSG } from '../messages.ts';

// The follow-through of a squad's retro actions: for each of its last ended retros, how
// many of the actions it raised were done by the squad's next retro, and the actions that have
// stayed open across two retros or more. Rules in follow-through.rules.ts.

/** GET /api/actions/follow-through?squadId=… */
export const ZFollowThroughQuery = z.object({
  squadId: z.uuid({ error: MSG.actions.squadRequired }),
});
export type FollowThroughQuery = z.infer<typeof ZFollowThroughQuery>;

/** One ended retro: `done` of its `total` actions were done by the squad's next retro. */
export const ZRetroFollowThrough = z.object({
  retroId: z.string(),
  title: z.string(),
  /** ISO timestamp. */
  endedAt: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  /** The squad's latest ended retro: no next retro yet, `done` counts what is done so far. */
  pending: z.boolean(),
});
export type RetroFollowThrough = z.infer<typeof ZRetroFollowThrough>;

/** An action still not closed although its retro has been followed by at least one more. */
export const ZStuckAction = z.object({
  actionId: z.string(),
  title: z.string(),
  ownerName: z.string(),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  retroId: z.string(),
  retroTitle: z.string(),
  /** The retros it has stayed open across: its own and every later ended retro of the squad (≥ 2). */
  retros: z.number().int(),
});
export type StuckAction = z.infer<typeof ZStuckAction>;

export const ZFollowThrough = z.object({
  squad: z.object({ id: z.string(), name: z.string() }),
  /** The squad's last ended retros (FOLLOW_THROUGH_RETROS at most), the oldest first. */
  retros: z.array(ZRetroFollowThrough),
  /** Most retros first, then the oldest due date (none last). */
  stuck: z.array(ZStuckAction),
});
export type FollowThrough = z.infer<typeof ZFollowThrough>;
