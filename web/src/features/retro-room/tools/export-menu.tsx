import { Button, Menu } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import {
  EXPORT_LABELS,
  type ExportSprintFigures,
  exportFileName,
  type RetroExportInput,
  retroCsv,
  retroMarkdown,
  sprintFigureDetails,
} from '@squadboard/domain/retro/retro-export';
import type { SprintPanel } from '@squadboard/domain/retro/sprint-panel.schema';
import {
  IconChevronDown,
  IconDownload,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconMarkdown,
} from '@tabler/icons-react';
import { useState } from 'react';
import { getRetro } from '../../../entities/retro/api/get-retro.ts';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';
import { toast } from '../../../lib/toast.ts';
import { listRetroActions, listRetroActionTitles } from '../api/list-retro-actions.ts';
import { orderedColumns } from '../board/board-state.ts';
import { formatRoomDate } from '../room-format.ts';
import { downloadText } from './download-text.ts';
import { exportRetroPdf, pdfContent } from './export-pdf.ts';
import { loadEmojiNames } from './pdf-text.ts';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

interface ExportMenuProps {
  snapshot: RoomSnapshot;
  board: Board;
  mood: Mood | null;
  /** The room's Sprint panel, when it answered: its figures go into every export. */
  sprintPanel?: SprintPanel | null;
}

/** The Sprint panel's figures as the exports print them. */
export function sprintFiguresOf(panel: SprintPanel | null | undefined): ExportSprintFigures | null {
  if (!panel) {
    return null;
  }
  return {
    ...panel.figures,
    added: panel.added.count,
    removed: panel.removed.count,
    carried: panel.carried.count,
  };
}

type RetroSprintRef = { name: string; startDate: string; endDate: string };

/** The sprint the exports name: the retro's (from its record), else the panel's; with the panel's figures. */
function exportSprint(retroSprint: RetroSprintRef | null | undefined, panel: SprintPanel | null | undefined) {
  const named = retroSprint ?? panel?.sprint ?? null;
  return named
    ? {
        name: named.name,
        startDate: named.startDate,
        endDate: named.endDate,
        figures: sprintFiguresOf(panel),
      }
    : null;
}

/** What the Markdown and CSV exports hold: the board as it ended and the retro's actions. */
export function exportInput(
  snapshot: Pick<RoomSnapshot, 'retro'>,
  board: Board,
  mood: Mood | null,
  actions: readonly Action[],
  sprint: RetroExportInput['sprint'] = null,
): RetroExportInput {
  const { retro } = snapshot;
  return {
    title: retro.title,
    squadName: retro.squadName,
    sprint,
    // The board header's date: when the retro started, or was due if it never did.
    date: formatRoomDate(retro.startedAt ?? retro.scheduledAt) || null,
    mood: MOOD_LABELS[mood ?? 'none'],
    columns: orderedColumns(board),
    cards: board.cards,
    groups: board.groups,
    actions: actions.map((action) => ({
      title: action.title,
      ownerName: action.ownerName,
      status: action.status,
      priority: action.priority,
      dueDate: action.dueDate,
    })),
  };
}

const FORMATS = {
  markdown: { extension: 'md', type: 'text/markdown;charset=utf-8', build: retroMarkdown },
  csv: { extension: 'csv', type: 'text/csv;charset=utf-8', build: retroCsv },
} as const;

/** The ended retro's exports (spec 002 §4 "Export"): PDF, Markdown and CSV. */
export function ExportMenu({ snapshot, board, mood, sprintPanel }: ExportMenuProps) {
  const [exporting, setExporting] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setExporting(true);
    try {
      await work();
    } catch {
      toast.error(MSG.generic.somethingWentWrong);
    } finally {
      setExporting(false);
    }
  };

  const exportPdf = () =>
    run(async () => {
      // The actions' titles and the attendance make the PDF a record of the meeting; if either
      // cannot be fetched, the export still goes out with what the board itself knows.
      // Emoji names stand in for the emoji the PDF's font cannot draw; without them, "[emoji]".
      const [actionTitles, retro, emojiNames] = await Promise.all([
        listRetroActionTitles(snapshot.retro.id).catch(() => undefined),
        getRetro(snapshot.retro.id).catch(() => undefined),
        loadEmojiNames().catch(() => undefined),
      ]);
      const sprint = exportSprint(retro?.sprint, sprintPanel);
      const record = { actionTitles, attendees: retro?.attendeeCount, sprint, emojiNames };
      const content = pdfContent(snapshot.retro.title, mood, board, snapshot, record);
      // The sprint's figures right after its line, as the Markdown gives them.
      const at = content.details.findIndex(([label]) => label === EXPORT_LABELS.sprint);
      content.details.splice(at < 0 ? content.details.length : at + 1, 0, ...sprintFigureDetails({ sprint }));
      await exportRetroPdf(content);
    });

  // Markdown and CSV are the board's data: without the actions they would be incomplete, so a
  // failed fetch fails the export.
  const exportText = (format: keyof typeof FORMATS) =>
    run(async () => {
      const { extension, type, build } = FORMATS[format];
      // The sprint is the retro's, not the board's: without it the file still goes out.
      const [actions, retro] = await Promise.all([
        listRetroActions(snapshot.retro.id),
        getRetro(snapshot.retro.id).catch(() => undefined),
      ]);
      const text = build(
        exportInput(snapshot, board, mood, actions, exportSprint(retro?.sprint, sprintPanel)),
      );
      downloadText(exportFileName(snapshot.retro.title, extension), text, type);
    });

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exporting}
        >
          {UI.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => void exportPdf()}>
          {UI.exportPdf}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMarkdown size={16} aria-hidden />}
          onClick={() => void exportText('markdown')}
        >
          {UI.exportMarkdown}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={() => void exportText('csv')}
        >
          {UI.exportCsv}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
