import { z } from 'zod';
import { ZConvertCard } from '../actions/action.schema.ts';
import {
  type BoardReview,
  type ReviewItem,
  ZBoardReview,
  ZReviewActionOp,
} from '../actions/action-review.schema.ts';
import {
  type BoardGroup,
  type Facilitation,
  PHASES,
  ZBoardGroup,
  ZFacilitation,
} from '../retro/facilitation.model.ts';
import { type MoodSummary, VOTES, ZMoodSummary } from '../retro/mood.rules.ts';
import { BOARD_LIMITS, FACILITATION_LIMITS } from '../retro/retro.model.ts';
import type { Mood } from '../retro/retro.schema.ts';
import { type CardWorkItem, ZCardToBacklog, ZCardWorkItem } from '../work-items/work-item.schema.ts';

// The live board over the retro room's socket (spec 002 §4 columns, cards, blur, timer). The
// server owns the board: each operation is one transaction, acknowledged after it commits, then
// broadcast. Every operation carries `opId`, a client-made uuid: a retry after a lost
// acknowledgement answers the first outcome instead of applying twice.

export const ZReaction = z.object({
  participantId: z.string(),
  name: z.string(),
  /** emoji-mart id, e.g. "+1", "heart". */
  emojiId: z.string(),
  native: z.string(),
});
export type Reaction = z.infer<typeof ZReaction>;

export const ZBoardCard = z.object({
  id: z.string(),
  columnId: z.string(),
  /** Order in the column: a rank key (common/rank.ts), compared by character code. */
  rank: z.string(),
  /** Null for everyone but its author while blur is on: the server never sends it. */
  text: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  /** Participant ids who like the card. */
  likes: z.array(z.string()),
  reactions: z.array(ZReaction),
  actionIds: z.array(z.string()),
  /** The backlog items made from it, each with its type and key for the card's mark. */
  workItems: z.array(ZCardWorkItem),
  /** The group it belongs to, or null for a card on its own. */
  groupId: z.string().nullable(),
  /** The participant editing it now (others see it locked), or null. */
  editingBy: z.string().nullable(),
});
export type BoardCard = z.infer<typeof ZBoardCard>;

export const ZBoardColumn = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  editingBy: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof ZBoardColumn>;

/** Running: counts down to endsAt. Stopped: `seconds` left on the dial. */
export const ZBoardTimer = z.object({
  running: z.boolean(),
  seconds: z.number().int(),
  endsAt: z.string().nullable(),
});
export type BoardTimer = z.infer<typeof ZBoardTimer>;

/** The mood vote after the end, as one participant sees it (the same after a reload). */
export const ZMoodVoteState = z.object({
  /** voting until resultAt, then done with the summary. */
  phase: z.enum(['voting', 'done']),
  resultAt: z.string(),
  myVote: z.enum(VOTES).nullable(),
  myUseful: z.boolean().nullable(),
  summary: ZMoodSummary.nullable(),
});
export type MoodVoteState = z.infer<typeof ZMoodVoteState>;

export const ZBoard = z.object({
  columns: z.array(ZBoardColumn),
  cards: z.array(ZBoardCard),
  /** Groups of cards; each holds at least two cards of its column. */
  groups: z.array(ZBoardGroup),
  blur: z.boolean(),
  /** The facilitation flow, vote budget and discussed item. */
  facilitation: ZFacilitation,
  timer: ZBoardTimer,
  /** The review of earlier retros' open actions ("Review actions"), the same for everyone. */
  review: ZBoardReview,
  /** Null until the retro ends (and for retros that ended before the vote existed). */
  moodVote: ZMoodVoteState.nullable(),
});
export type Board = z.infer<typeof ZBoard>;

// ── client → server ─────────────────────────────────────────────────────────────────────────

const opId = z.uuid();
const id = z.uuid();
const columnName = z.string().trim().min(1).max(BOARD_LIMITS.columnNameMax);
const cardText = z.string().trim().min(1).max(BOARD_LIMITS.cardTextMax);
const index = z.number().int().min(0).max(BOARD_LIMITS.cardsPerRetro);
const groupTitle = z.string().trim().min(1).max(FACILITATION_LIMITS.groupTitleMax);

export const ZBoardOps = {
  addTitle: z.object({ opId, name: columnName }),
  editTitle: z.object({ opId, columnId: id, name: columnName }),
  deleteTitle: z.object({ opId, columnId: id }),
  moveTitle: z.object({ opId, columnId: id, toIndex: index }),
  add: z.object({ opId, columnId: id, text: cardText }),
  edit: z.object({ opId, cardId: id, text: cardText }),
  delete: z.object({ opId, cardId: id }),
  drag: z.object({ opId, cardId: id, toColumnId: id, toIndex: index }),
  like: z.object({ opId, cardId: id }),
  emoji: z.object({
    opId,
    cardId: id,
    /** Null takes the sender's reaction away. */
    emoji: z
      .object({
        emojiId: z.string().min(1).max(64),
        native: z.string().min(1).max(16),
        name: z.string().min(1).max(64),
      })
      .nullable(),
  }),
  blurMessage: z.object({ opId, on: z.boolean() }),
  startTimer: z.object({
    opId,
    seconds: z.number().int().min(BOARD_LIMITS.timerStepSeconds).max(BOARD_LIMITS.timerMaxSeconds),
  }),
  stopTimer: z.object({ opId }),
  // ── facilitation ──
  /** Anyone: drops `cardId` onto `ontoCardId`; it joins that card's group, or both make one. */
  group: z.object({ opId, cardId: id, ontoCardId: id }),
  /** Anyone: the group's cards go loose. */
  ungroup: z.object({ opId, groupId: id }),
  /** Anyone: a group's title. */
  renameGroup: z.object({ opId, groupId: id, title: groupTitle }),
  /** Admin: votes per participant, or null for no budget. */
  setVotes: z.object({
    opId,
    votes: z.number().int().min(FACILITATION_LIMITS.votesMin).max(FACILITATION_LIMITS.votesMax).nullable(),
  }),
  /** Admin: the flow's phase (any, so phases can be skipped), or null to leave the flow. */
  setPhase: z.object({ opId, phase: z.enum(PHASES).nullable() }),
  /** Admin: the card or group the room discusses now. */
  discuss: z.object({ opId, itemId: id }),
  /** Admin (or an admin by right taking it back): the facilitator's role to this participant. */
  handover: z.object({ opId, participantId: id }),
  // ── the review of earlier retros' actions ──
  /** The facilitator or the action's owner: Done, Still open (maybe a new due date) or Dropped. */
  reviewAction: ZReviewActionOp,
  /** Admin: whether this retro reviews earlier actions (its 'review' phase and list). */
  setReviewActions: z.object({ opId, on: z.boolean() }),
} as const;
export type BoardOpName = keyof typeof ZBoardOps;
export type BoardOp<N extends BoardOpName> = z.infer<(typeof ZBoardOps)[N]>;

/** The end of the retro and the mood vote (spec 002 §4 "Ending and cadence"). */
export const ZEndingOps = {
  close_retro: z.object({ opId }),
  cadence_input: z.object({ opId, vote: z.enum(VOTES) }),
  acceptMetrics: z.object({ opId, useful: z.boolean() }),
} as const;

/**
 * A lock shown to others while someone edits a column title or a card (not stored as an op).
 * `on: true` again renews it: the server frees a lock not renewed for EDIT_LOCK.ttlMs.
 */
export const ZEditing = z.object({
  target: z.enum(['column', 'card']),
  id,
  on: z.boolean(),
});
export type Editing = z.infer<typeof ZEditing>;

/** How many cards of each column a first, quick sync brings: what a screen shows (card-window). */
export const FIRST_SYNC_CARDS_PER_COLUMN = 40;

/**
 * Ask for the board as the sender may see it (on entering, after a reconnect or a blur change).
 * With `cardsPerColumn`, only the first cards of each column in their order: a large board's
 * first screen arrives quickly, and the whole board follows with a sync without it.
 */
export const ZSync = z.object({ cardsPerColumn: z.number().int().min(1).max(500).optional() }).strict();

/**
 * Turning a card into an action (spec 002 §4) or a backlog item: operations of the
 * convert services, not the board's (they write another module's rows in the board's transaction).
 */
export const ZConvertOps = { action: ZConvertCard, backlog: ZCardToBacklog } as const;

/** The two board requests that are not operations: no opId, nothing to retry. */
export const ZBoardRequests = { editing: ZEditing, sync: ZSync } as const;

/** Every board message a client sends, by event name (socket.events.ts makes the map from it). */
export type BoardClientSchemas = typeof ZBoardOps &
  typeof ZEndingOps &
  typeof ZConvertOps &
  typeof ZBoardRequests;
export type BoardClientEventName = keyof BoardClientSchemas;
/** The messages that are operations: each carries an opId and is sent again until acknowledged. */
export type OpEventName = Exclude<BoardClientEventName, keyof typeof ZBoardRequests>;

/** A card's new place: a drag moves one card and writes its rank key only; `groupId` its group then. */
export type CardMove = { id: string; columnId: string; rank: string; groupId: string | null };
type NoResult = Record<never, never>;

/**
 * What each of those messages answers on success, besides `ok: true`. Indexed by the names above,
 * so a message added to a table without its result here does not compile.
 */
export interface BoardResults {
  addTitle: { column: BoardColumn };
  editTitle: { column: BoardColumn };
  deleteTitle: NoResult;
  /** Column ids in their new order. */
  moveTitle: { order: string[] };
  add: { card: BoardCard };
  edit: { card: BoardCard };
  delete: NoResult;
  drag: { moves: CardMove[] };
  like: { liked: boolean };
  emoji: { reaction: Reaction | null };
  blurMessage: { blur: boolean };
  startTimer: { timer: BoardTimer };
  stopTimer: { timer: BoardTimer };
  group: { group: BoardGroup; moves: CardMove[] };
  ungroup: NoResult;
  renameGroup: { group: BoardGroup };
  setVotes: { facilitation: Facilitation };
  setPhase: { facilitation: Facilitation; blur: boolean };
  discuss: { facilitation: Facilitation };
  /** The participant who is the room's admin now. */
  handover: { participantId: string };
  /** The action as the review left it. */
  reviewAction: { item: ReviewItem };
  setReviewActions: { review: BoardReview };
  /** When the mood vote is counted. */
  close_retro: { resultAt: string };
  cadence_input: NoResult;
  acceptMetrics: NoResult;
  action: { actionId: string; message: string };
  /** The new item, its key (PAYS12) and the confirmation. */
  backlog: { workItemId: string; acronymId: string; message: string };
  /** False: someone else holds the lock. */
  editing: { locked: boolean };
  sync: { board: Board };
}

// ── server → client ─────────────────────────────────────────────────────────────────────────

export interface BoardServerEvents {
  added: (payload: { card: BoardCard }) => void;
  edited: (payload: { card: BoardCard }) => void;
  deleted: (payload: { cardId: string }) => void;
  /** The card that moved, in its new place (one entry per drag). */
  drop: (payload: { moves: CardMove[] }) => void;
  addedTitle: (payload: { column: BoardColumn }) => void;
  editedTitle: (payload: { column: BoardColumn }) => void;
  deletedTitle: (payload: { columnId: string }) => void;
  /** Column ids in their new order. */
  movedTitle: (payload: { order: string[] }) => void;
  /**
   * One participant's like changed. Changes, not the whole list: a burst of likes on one card
   * then costs each recipient one small message per like.
   */
  liked: (payload: { cardId: string; participantId: string; liked: boolean }) => void;
  /** One participant's reaction: the new one, or null when taken away. */
  addedEmoji: (payload: { cardId: string; participantId: string; reaction: Reaction | null }) => void;
  editing: (payload: { target: 'column' | 'card'; id: string; by: string | null }) => void;
  /** Blur changed: every client asks for its own view of the board with `sync`. */
  addBlurToggle: (payload: { blur: boolean }) => void;
  timer: (payload: { timer: BoardTimer }) => void;
  /**
   * The countdown reached zero (spec 002 §7 `emit_sound`): the timer as it is now (stopped at 0).
   * Sent once per run by the server, so every participant hears it at the same moment even when
   * their tab's own clock was throttled.
   */
  emit_sound: (payload: { timer: BoardTimer }) => void;
  /** A card was converted into an action (spec 002 §4): its action ids now. */
  actioned: (payload: { cardId: string; actionIds: string[] }) => void;
  /** A card was made into a backlog item: the items made from it now. */
  backlogged: (payload: { cardId: string; workItems: CardWorkItem[] }) => void;
  /** Cards joined a group (made now, or grown): the group and the cards' new places. */
  grouped: (payload: { group: BoardGroup; moves: CardMove[] }) => void;
  /** A group was undone (ungrouped, or left with one card): its cards are loose. */
  ungrouped: (payload: { groupId: string; cardIds: string[] }) => void;
  groupRenamed: (payload: { group: BoardGroup }) => void;
  /** The phase, vote budget or discussed item changed: the whole (small) state. */
  facilitation: (payload: { facilitation: Facilitation }) => void;
  /**
   * The admin's role was handed over: to `participantId` (`name`), or back to those
   * who hold it by right (`participantId` null). Everyone whose role changed is also sent `admitted`.
   */
  handedOver: (payload: { participantId: string | null; name: string }) => void;
  /** An action was reviewed: the item as it is now. */
  reviewed: (payload: { item: ReviewItem }) => void;
  /** The review was turned on or off: the whole (small) review. */
  review: (payload: { review: BoardReview }) => void;
  /** The vote is counted: the mood and its details (spec names). */
  cadence_result: (payload: { result: Mood; cadence_object: MoodSummary }) => void;
}

export type BoardEventName = keyof BoardServerEvents;
export type BoardEventPayload<E extends BoardEventName> = Parameters<BoardServerEvents[E]>[0];
