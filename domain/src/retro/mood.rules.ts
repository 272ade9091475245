import { z } from 'zod';
import type { Mood } from './retro.schema.ts';

// The team-mood (cadence) vote at the end of a retro (spec 002 §4 "Ending and cadence", §9).
// Pure rules: the server computes the result with them; the web only shows what it is sent.

export const VOTES = ['happy', 'flat', 'sad', 'dismissed', 'not_interested'] as const;
export type Vote = (typeof VOTES)[number];

/** Spec 002 §9: happy 5, flat 2.5, sad 1, closing without a choice 0.5, Not Interested 0.1. */
export const VOTE_SCORES: Record<Vote, number> = {
  happy: 5,
  flat: 2.5,
  sad: 1,
  dismissed: 0.5,
  not_interested: 0.1,
};

/** Spec 000 §9 and 002 §4: mood thresholds. */
export const MOOD_THRESHOLDS = { low: 2.5, high: 3.75 } as const;

/** Spec 002 §9 timings, in milliseconds. */
export const VOTE_TIMING = {
  /** The feedback prompt closes itself (counted as 'dismissed') after 20 s. */
  promptMs: 20_000,
  /** The result is computed 23 s after the end. */
  resultMs: 23_000,
  /** The result modal closes itself after 7 s. */
  resultModalMs: 7_000,
} as const;

/** Happy above the high threshold, flat between the two inclusive, sad below the low one. */
export function moodOf(scores: readonly number[]): Mood {
  if (scores.length === 0) {
    return 'none';
  }
  const average = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  if (average > MOOD_THRESHOLDS.high) {
    return 'happy';
  }
  if (average >= MOOD_THRESHOLDS.low) {
    return 'flat';
  }
  return 'sad';
}

export const ZMoodSummary = z.object({
  retroTitle: z.string(),
  cadenceResult: z.enum(['none', 'sad', 'flat', 'happy']),
  countOfComments: z.number().int(),
  cardDescription: z.array(z.object({ columnTitle: z.string(), numberOfComments: z.number().int() })),
  mostLikedComments: z.array(z.object({ numberOfLikes: z.number().int(), cardDescription: z.string() })),
});
export type MoodSummary = z.infer<typeof ZMoodSummary>;

/** A card as the summary reads it; `groupId` when it belongs to a group. */
export interface SummaryCard {
  columnId: string;
  text: string;
  likes: number;
  groupId?: string | null;
}

/**
 * The cadence details (spec 002 §3 "Cadence summary"): comments per column, and the cards whose
 * likes exceed half the number of votes, most liked first. A group of cards is one
 * entry there: its title, and the likes of all its cards. Comments are still counted by card.
 */
export function moodSummary(input: {
  retroTitle: string;
  mood: Mood;
  voteCount: number;
  columns: readonly { id: string; name: string }[];
  cards: readonly SummaryCard[];
  groups?: readonly { id: string; title: string }[];
}): MoodSummary {
  return {
    retroTitle: input.retroTitle,
    cadenceResult: input.mood,
    countOfComments: input.cards.length,
    cardDescription: input.columns.map((column) => ({
      columnTitle: column.name,
      numberOfComments: input.cards.filter((c) => c.columnId === column.id).length,
    })),
    mostLikedComments: likedEntries(input.cards, input.groups ?? [])
      .filter((entry) => entry.likes > input.voteCount / 2)
      .sort((a, b) => b.likes - a.likes)
      .map((entry) => ({ numberOfLikes: entry.likes, cardDescription: entry.text })),
  };
}

/** Loose cards as they are, and each group once in place of its cards, in the board's order. */
function likedEntries(
  cards: readonly SummaryCard[],
  groups: readonly { id: string; title: string }[],
): { text: string; likes: number }[] {
  const titles = new Map(groups.map((g) => [g.id, g.title]));
  const byGroup = new Map<string, { text: string; likes: number }>();
  const entries: { text: string; likes: number }[] = [];
  for (const card of cards) {
    const title = card.groupId ? titles.get(card.groupId) : undefined;
    if (!card.groupId || title === undefined) {
      entries.push({ text: card.text, likes: card.likes });
      continue;
    }
    const entry = byGroup.get(card.groupId);
    if (entry) {
      entry.likes += card.likes;
    } else {
      const created = { text: title, likes: card.likes };
      byGroup.set(card.groupId, created);
      entries.push(created);
    }
  }
  return entries;
}
