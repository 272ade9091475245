import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { Mood, RetroSprint } from '@squadboard/domain/retro/retro.schema';
import { exportFileName, HIDDEN_CARD_TEXT } from '@squadboard/domain/retro/retro-export';
import { retroSprintMessages } from '@squadboard/domain/retro/retro-sprint.messages';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';
import { cardsIn, orderedColumns } from '../board/board-state.ts';
import { formatRoomDate } from '../room-format.ts';
import type { PdfContent } from './pdf-document.ts';
import { type EmojiNames, pdfText } from './pdf-text.ts';

export type { PdfContent, PdfTable } from './pdf-document.ts';

// Export PDF (spec 002 §4 "Export"): the title, the retro's details (date, squad, participants,
// mood ("Cadence"), actions), then one table per column with Description, Created by, Likes and
// the titles of the actions raised from the card; the file is named after the retro title. This module is the pure content model the
// toolbar builds; jspdf, its table plugin and the Unicode font are large, so pdf-document.ts and
// all it needs load only when somebody exports and stay chunks and assets of their own.

/** Shown for a card whose text the server withheld (blur): the same in every export. */
export const HIDDEN_TEXT = HIDDEN_CARD_TEXT;

export const PDF_LABELS = {
  date: 'Date',
  squad: 'Squad',
  sprint: retroSprintMessages.sprint,
  participants: 'Participants',
  mood: 'Cadence',
  actions: 'Actions',
  head: ['Description', 'Created by', 'Likes', 'Actions'],
} as const;

/** What the room snapshot adds to the board: the date, the squad, who is in the room. */
export type PdfRoom = Pick<RoomSnapshot, 'retro' | 'participants'>;

/** A file name from the title (the rule every export shares): refused characters replaced, never empty. */
export function pdfFileName(title: string): string {
  return exportFileName(title, 'pdf');
}

/**
 * Everybody who took part: those in the room now and everyone who left a trace on the board (a
 * card, a like, a reaction). The export is offered once the retro has ended, when the room may
 * hold only the admin; participant ids are stable per person and retro, so nobody counts twice.
 */
export function participantCount(board: Board, present: readonly { id: string }[] = []): number {
  const ids = new Set(present.map((p) => p.id));
  for (const card of board.cards) {
    ids.add(card.authorId);
    for (const id of card.likes) {
      ids.add(id);
    }
    for (const reaction of card.reactions) {
      ids.add(reaction.participantId);
    }
  }
  return ids.size;
}

/** Titles of the retro's actions by id; without them (the list failed) cards show a count. */
export type ActionTitles = ReadonlyMap<string, string>;

/** A card's actions: their titles, one per line, or how many when the titles are unknown. */
function cardActions(card: BoardCard, titles: ActionTitles | undefined, names: EmojiNames): string {
  if (!titles) {
    return String(card.actionIds.length);
  }
  // An id without a title is an action deleted since: it is no longer one of the retro's.
  const listed = card.actionIds.flatMap((id) => {
    const title = titles.get(id);
    return title === undefined ? [] : [`- ${pdfText(title, names)}`];
  });
  return listed.length > 0 ? listed.join('\n') : '-';
}

function cardRow(
  card: BoardCard,
  titles: ActionTitles | undefined,
  names: EmojiNames,
): [string, string, string, string] {
  return [
    card.text === null ? HIDDEN_TEXT : pdfText(card.text, names),
    pdfText(card.authorName, names),
    String(card.likes.length),
    cardActions(card, titles, names),
  ];
}

/** What the server adds at export time; either part is absent when it could not be fetched. */
export interface PdfRecord {
  actionTitles?: ActionTitles;
  /** Everyone ever let into the room, including people who left without a trace on the board. */
  attendees?: number;
  /** The sprint the retro looks back on, named with its dates after the squad. */
  sprint?: Pick<RetroSprint, 'name' | 'startDate' | 'endDate'> | null;
  /** Emoji names for the placeholders of emoji the font cannot draw (else "[emoji]"). */
  emojiNames?: EmojiNames;
}

/**
 * Everything the document shows, in board order (columns by position, cards by rank key). Without `room`
 * the date and the squad are left out; without action titles the actions are counted, not named.
 */
export function pdfContent(
  title: string,
  mood: Mood | null,
  board: Board,
  room?: PdfRoom,
  record: PdfRecord = {},
): PdfContent {
  const titles = record.actionTitles;
  const names = record.emojiNames ?? new Map<string, string>();
  const columns = orderedColumns(board);
  const details: [string, string][] = [];
  if (room) {
    // The board header's date: when the retro started, or was due if it never did.
    const date = formatRoomDate(room.retro.startedAt ?? room.retro.scheduledAt);
    if (date) {
      details.push([PDF_LABELS.date, date]);
    }
    details.push([PDF_LABELS.squad, pdfText(room.retro.squadName, names)]);
  }
  if (record.sprint) {
    const { name, startDate, endDate } = record.sprint;
    details.push([
      PDF_LABELS.sprint,
      pdfText(retroSprintMessages.withDates(name, startDate, endDate), names),
    ]);
  }
  const ids = board.cards.flatMap((card) => card.actionIds);
  const actions = titles ? ids.filter((id) => titles.has(id)).length : ids.length;
  details.push(
    [
      PDF_LABELS.participants,
      String(Math.max(record.attendees ?? 0, participantCount(board, room?.participants))),
    ],
    [PDF_LABELS.mood, MOOD_LABELS[mood ?? 'none']],
    [PDF_LABELS.actions, String(actions)],
  );
  return {
    title: pdfText(title, names),
    details,
    fileName: pdfFileName(title),
    namedActions: titles !== undefined,
    tables: columns.map((column) => ({
      column: pdfText(column.name, names),
      head: PDF_LABELS.head,
      rows: cardsIn(board, column.id).map((card) => cardRow(card, titles, names)),
    })),
  };
}

/** Builds the PDF in the browser and downloads it; the first export fetches the code and the font. */
export async function exportRetroPdf(content: PdfContent): Promise<void> {
  const { downloadRetroPdf } = await import('./pdf-document.ts');
  await downloadRetroPdf(content);
}
