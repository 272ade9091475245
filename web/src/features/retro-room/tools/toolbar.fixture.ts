import type { ReviewItem } from '@squadboard/domain/actions/action-review.schema';
import type { Board, BoardCard, MoodVoteState } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';

// Test fixtures shared by the room's tests (toolbar, ending flow, facilitation, the board and its
// state): each test overrides what it is about.

/** A card of the first column by Mia Member, loose and unliked; `change` sets the rest. */
export function cardOf(id: string, change: Partial<BoardCard> = {}): BoardCard {
  return {
    id,
    columnId: 'c1',
    rank: 'a0',
    text: `Text of ${id}`,
    authorId: 'p2',
    authorName: 'Mia Member',
    likes: [],
    reactions: [],
    actionIds: [],
    workItems: [],
    groupId: null,
    editingBy: null,
    ...change,
  };
}

export function snapshotOf(change: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return {
    retro: {
      id: 'r1',
      meetingId: '123456789',
      room: 'room-abc',
      title: 'Sprint 42 retro',
      squadName: 'Falcons',
      status: 'INPROGRESS',
      scheduledAt: '2026-11-22T09:00:00.000Z',
      startedAt: '2026-11-22T09:00:00.000Z',
      endedAt: null,
      mood: null,
      columns: ['Went well', 'To improve'],
    },
    role: 'RETRO_ADMIN',
    me: { id: 'p1', name: 'Ada Admin' },
    participants: [],
    waiting: [],
    serverTime: new Date().toISOString(),
    mode: 'live',
    ...change,
  };
}

export function boardOf(change: Partial<Board> = {}): Board {
  return {
    columns: [
      { id: 'c2', name: 'To improve', position: 1, editingBy: null },
      { id: 'c1', name: 'Went well', position: 0, editingBy: null },
    ],
    cards: [
      cardOf('k2', { rank: 'a1', text: null }),
      cardOf('k1', {
        text: 'Deploys were smooth',
        authorId: 'p1',
        authorName: 'Ada Admin',
        likes: ['p1', 'p2'],
      }),
    ],
    blur: false,
    groups: [],
    facilitation: { phase: null, votes: null, discussId: null },
    timer: { running: false, seconds: 300, endsAt: null },
    moodVote: null,
    review: { enabled: true, items: [] },
    ...change,
  };
}

export function moodVoteOf(change: Partial<MoodVoteState> = {}): MoodVoteState {
  return {
    phase: 'voting',
    resultAt: new Date(Date.now() + 23_000).toISOString(),
    myVote: null,
    myUseful: null,
    summary: null,
    ...change,
  };
}

export const SUMMARY = {
  retroTitle: 'Sprint 42 retro',
  cadenceResult: 'happy',
  countOfComments: 2,
  cardDescription: [
    { columnTitle: 'Went well', numberOfComments: 2 },
    { columnTitle: 'To improve', numberOfComments: 0 },
  ],
  mostLikedComments: [{ numberOfLikes: 2, cardDescription: 'Deploys were smooth' }],
} as const satisfies MoodVoteState['summary'];

/** An open action of an earlier retro to review, owned by user u2; `change` sets the rest. */
export function reviewItemOf(actionId: string, change: Partial<ReviewItem> = {}): ReviewItem {
  return {
    actionId,
    number: 7,
    title: `Action ${actionId}`,
    ownerId: 'u2',
    ownerName: 'Mia Member',
    dueDate: '2026-12-01',
    fromRetro: { id: 'r0', title: 'Sprint 41 retro' },
    mark: null,
    ...change,
  };
}
