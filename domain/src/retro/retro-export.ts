import { toCsv } from '../common/csv.ts';
import { compareRanks } from '../common/rank.ts';
import type { BoardGroup } from './facilitation.model.ts';
import { groupTotals } from './group.rules.ts';
import { retroSprintMessages } from './retro-sprint.messages.ts';

// The ended retro's Markdown and CSV exports, beside the PDF: the board in its order
// (columns by position, cards by rank, groups with their totals) and the actions raised from it.
// Pure text builders: the web gathers the input and downloads the file.

/** Shown for a card whose text the server withheld (blur). */
export const HIDDEN_CARD_TEXT = 'Hidden';

export interface ExportCard {
  id: string;
  columnId: string;
  rank: string;
  /** Null when the server withheld it (blur): exported as "Hidden". */
  text: string | null;
  authorName: string;
  /** Who liked it and who reacted: only counted here. */
  likes: readonly unknown[];
  reactions: readonly unknown[];
  groupId: string | null;
}

export interface ExportAction {
  title: string;
  ownerName: string;
  status: string;
  priority: string;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
}

/** The sprint's figures as the room's Sprint panel gives them. */
export interface ExportSprintFigures {
  committedItems: number;
  completedItems: number;
  committedHours: number;
  completedHours: number;
  committedSize: number;
  completedSize: number;
  added: number;
  removed: number;
  carried: number;
}

export interface RetroExportInput {
  title: string;
  squadName: string;
  /**
   * The sprint the retro looks back on; absent or null: none. Its figures when the Sprint panel
   * gave them (absent: the sprint's name and dates only).
   */
  sprint?: { name: string; startDate: string; endDate: string; figures?: ExportSprintFigures | null } | null;
  /** As the room shows it, or null when unknown. */
  date: string | null;
  /** The mood's label, or null when unknown. */
  mood: string | null;
  /** In board order. */
  columns: readonly { id: string; name: string }[];
  cards: readonly ExportCard[];
  groups: readonly BoardGroup[];
  actions: readonly ExportAction[];
}

export const EXPORT_LABELS = {
  date: 'Date',
  squad: 'Squad',
  sprint: retroSprintMessages.sprint,
  mood: 'Cadence',
  actions: 'Actions',
  noCards: 'No cards.',
  noActions: 'No actions.',
  actionHead: ['Title', 'Owner', 'Status', 'Priority', 'Due date'],
  csvHead: [
    'Type',
    'Column',
    'Group',
    'Text',
    'Author',
    'Likes',
    'Reactions',
    'Status',
    'Owner',
    'Priority',
    'Due date',
  ],
  card: 'Card',
  group: 'Group',
  action: 'Action',
  committed: 'Committed',
  completed: 'Completed',
  added: 'Added after the start',
  removed: 'Removed after the start',
  carried: 'Carried over',
} as const;

/** A file name from the title: characters file systems refuse are replaced, never empty. */
export function exportFileName(title: string, extension: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  return `${safe || 'retro'}.${extension}`;
}

/** "Sprint 9 (02/03/2028 – 13/03/2028)", or null for a retro of no sprint. */
function sprintLine(input: RetroExportInput): string | null {
  const { sprint } = input;
  return sprint ? retroSprintMessages.withDates(sprint.name, sprint.startDate, sprint.endDate) : null;
}

/** "12 items · 40 h · 21 size": one side of committed against completed. */
const figureLine = (items: number, hours: number, size: number) =>
  `${items} items · ${hours} h · ${size} size`;

/**
 * The sprint's figures as label and value pairs, in the order every export gives them: committed,
 * completed, added and removed after the start, carried over. None without figures.
 */
export function sprintFigureDetails(input: Pick<RetroExportInput, 'sprint'>): [string, string][] {
  const figures = input.sprint?.figures;
  if (!figures) {
    return [];
  }
  return [
    [
      EXPORT_LABELS.committed,
      figureLine(figures.committedItems, figures.committedHours, figures.committedSize),
    ],
    [
      EXPORT_LABELS.completed,
      figureLine(figures.completedItems, figures.completedHours, figures.completedSize),
    ],
    [EXPORT_LABELS.added, String(figures.added)],
    [EXPORT_LABELS.removed, String(figures.removed)],
    [EXPORT_LABELS.carried, String(figures.carried)],
  ];
}

/** One column as the exports list it: its loose cards, then its groups with their cards. */
interface ColumnSection {
  name: string;
  loose: ExportCard[];
  groups: { title: string; likes: number; reactions: number; cards: ExportCard[] }[];
}

const byRank = (a: ExportCard, b: ExportCard) => compareRanks(a.rank, b.rank) || compareRanks(a.id, b.id);

/**
 * The board in order. Groups come after a column's loose cards (a Markdown heading would
 * otherwise swallow the loose cards after it), ordered by their first card as the board shows
 * them; a card of a group not in its column (or unknown) counts as loose.
 */
function sections(input: RetroExportInput): ColumnSection[] {
  const totals = new Map(groupTotals(input.cards, input.groups).map((t) => [t.groupId, t]));
  return input.columns.map((column) => {
    const cards = input.cards.filter((card) => card.columnId === column.id).sort(byRank);
    const groupsHere = new Map(
      input.groups.filter((g) => g.columnId === column.id && totals.has(g.id)).map((g) => [g.id, g]),
    );
    const inGroup = (card: ExportCard) => card.groupId !== null && groupsHere.has(card.groupId);
    const firstCards = cards
      .filter(inGroup)
      .filter((card, i, all) => all.findIndex((c) => c.groupId === card.groupId) === i);
    return {
      name: column.name,
      loose: cards.filter((card) => !inGroup(card)),
      groups: firstCards.map((first) => {
        const groupId = first.groupId ?? '';
        const total = totals.get(groupId);
        return {
          title: groupsHere.get(groupId)?.title ?? '',
          likes: total?.likes ?? 0,
          reactions: total?.reactions ?? 0,
          cards: cards.filter((card) => card.groupId === groupId),
        };
      }),
    };
  });
}

// ── Markdown ──

/**
 * People's text as literal Markdown: characters that format anywhere are backslash-escaped, and
 * so are those that start a block at the start of a line (a list, a heading underline).
 */
function mdInline(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~&#]/g, '\\$&')
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Lines of people's text, trimmed, empty ones dropped (a blank line would end the bullet). */
function lines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Text on one line: a heading or a table cell. */
function mdLine(text: string): string {
  return mdInline(lines(text).join(' '));
}

/** Multi-line text kept inside its bullet: hard breaks, continuation lines indented. */
function mdBlock(text: string): string {
  const escaped = lines(text).map(mdInline);
  return escaped.length > 0 ? escaped.join('\\\n  ') : ' ';
}

function mdCard(card: ExportCard): string {
  const text = card.text === null ? `_${HIDDEN_CARD_TEXT}_` : mdBlock(card.text);
  return `- ${text} — ${mdLine(card.authorName)} (${card.likes.length} likes)`;
}

function mdCell(text: string): string {
  return mdLine(text) || ' ';
}

/** The board and its actions as Markdown: title, details, one section per column, actions table. */
export function retroMarkdown(input: RetroExportInput): string {
  const out: string[] = [`# ${mdLine(input.title)}`, ''];
  const details: [string, string | null][] = [
    [EXPORT_LABELS.date, input.date],
    [EXPORT_LABELS.squad, input.squadName],
    [EXPORT_LABELS.sprint, sprintLine(input)],
    ...sprintFigureDetails(input),
    [EXPORT_LABELS.mood, input.mood],
    [EXPORT_LABELS.actions, String(input.actions.length)],
  ];
  for (const [label, value] of details) {
    if (value !== null) {
      out.push(`- **${label}:** ${mdLine(value)}`);
    }
  }
  for (const section of sections(input)) {
    out.push('', `## ${mdLine(section.name)}`, '');
    if (section.loose.length === 0 && section.groups.length === 0) {
      out.push(`_${EXPORT_LABELS.noCards}_`);
    }
    out.push(...section.loose.map(mdCard));
    for (const group of section.groups) {
      if (out.at(-1) !== '') {
        out.push('');
      }
      out.push(`### ${mdLine(group.title)} (${group.likes} likes · ${group.reactions} reactions)`, '');
      out.push(...group.cards.map(mdCard));
    }
  }
  out.push('', `## ${EXPORT_LABELS.actions}`, '');
  if (input.actions.length === 0) {
    out.push(`_${EXPORT_LABELS.noActions}_`);
  } else {
    out.push(
      `| ${EXPORT_LABELS.actionHead.join(' | ')} |`,
      `|${' --- |'.repeat(EXPORT_LABELS.actionHead.length)}`,
    );
    for (const action of input.actions) {
      const cells = [action.title, action.ownerName, action.status, action.priority, action.dueDate ?? ''];
      out.push(`| ${cells.map(mdCell).join(' | ')} |`);
    }
  }
  return `${out.join('\n')}\n`;
}

// ── CSV ──

/** The board and its actions as CSV (common/csv.ts: quoting and the formula guard). */
export function retroCsv(input: RetroExportInput): string {
  const rows: (string | number | null)[][] = [];
  const sprint = sprintLine(input);
  if (sprint !== null) {
    // The sprint first, as a row of its own: the other rows are the board's and its actions'.
    rows.push([EXPORT_LABELS.sprint, null, null, sprint, null, null, null, null, null, null, null]);
    // Its figures after it, one row each: the label in Column, the figure in Text.
    for (const [label, value] of sprintFigureDetails(input)) {
      rows.push([EXPORT_LABELS.sprint, label, null, value, null, null, null, null, null, null, null]);
    }
  }
  const cardRow = (column: string, group: string, card: ExportCard) => [
    EXPORT_LABELS.card,
    column,
    group,
    card.text ?? HIDDEN_CARD_TEXT,
    card.authorName,
    card.likes.length,
    card.reactions.length,
    null,
    null,
    null,
    null,
  ];
  for (const section of sections(input)) {
    rows.push(...section.loose.map((card) => cardRow(section.name, '', card)));
    for (const group of section.groups) {
      rows.push([
        EXPORT_LABELS.group,
        section.name,
        group.title,
        null,
        null,
        group.likes,
        group.reactions,
        null,
        null,
        null,
        null,
      ]);
      rows.push(...group.cards.map((card) => cardRow(section.name, group.title, card)));
    }
  }
  for (const action of input.actions) {
    rows.push([
      EXPORT_LABELS.action,
      null,
      null,
      action.title,
      null,
      null,
      null,
      action.status,
      action.ownerName,
      action.priority,
      action.dueDate,
    ]);
  }
  return toCsv(EXPORT_LABELS.csvHead, rows);
}
