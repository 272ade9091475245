import { z } from 'zod';

export { FACILITATION_LIMITS } from './retro.model.ts';

// Facilitation beyond the spec: an optional flow of phases the room's admin steps
// through, a budget of votes per participant, groups of cards, and the facilitator's handover.
// The server enforces every rule here (facilitation.rules.ts); the web only shows them.

/**
 * The flow's phases in order. Null on the board: no flow, the spec's free board. 'review' goes
 * through earlier retros' open actions first; a room with none to review starts at 'write'.
 */
export const PHASES = ['review', 'write', 'reveal', 'group', 'vote', 'discuss', 'actions'] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  review: 'Review actions',
  write: 'Write',
  reveal: 'Reveal',
  group: 'Group',
  vote: 'Vote',
  discuss: 'Discuss',
  actions: 'Actions',
};

/** What each phase asks of the room, shown under the phase bar. */
export const PHASE_HINTS: Record<Phase, string> = {
  review: 'Go through the actions of earlier retros: done, still open or dropped.',
  write: 'Write your cards. Others cannot read them yet.',
  reveal: 'Every card is revealed. Read what the team wrote.',
  group: 'Drag a card onto another to group them. Anyone can rename a group.',
  vote: 'Vote for the cards to discuss.',
  discuss: 'Discuss the most voted cards first.',
  actions: 'Turn what was discussed into actions.',
};

/** A group of cards of one column: shown together, counted together in the summary. */
export const ZBoardGroup = z.object({
  id: z.string(),
  columnId: z.string(),
  title: z.string(),
});
export type BoardGroup = z.infer<typeof ZBoardGroup>;

/** The flow's state on the board, the same for everyone in the room. */
export const ZFacilitation = z.object({
  phase: z.enum(PHASES).nullable(),
  /** Votes (likes) per participant; null: likes as the spec has them, no limit. */
  votes: z.number().int().nullable(),
  /** The card or group being discussed, highlighted for everyone (discuss phase). */
  discussId: z.string().nullable(),
});
export type Facilitation = z.infer<typeof ZFacilitation>;

export const NO_FACILITATION: Facilitation = { phase: null, votes: null, discussId: null };
