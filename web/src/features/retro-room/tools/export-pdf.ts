import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';

// Export PDF (spec 002 §4 "Export"): the title, the mood ("Cadence"), then one table per column with
// Description and Created by; the file is named after the retro title. jspdf is large, so it
// is loaded only when somebody exports and stays its own chunk.

/** Shown for a card whose text the server withheld (blur). */
export const HIDDEN_TEXT = 'Hidden';

export interface PdfTable {
  column: string;
  head: [string, string];
  rows: [string, string][];
}

export interface PdfContent {
  title: string;
  mood: string;
  tables: PdfTable[];
  fileName: string;
}

/** A file name from the title: characters file systems refuse are replaced, never empty. */
export function pdfFileName(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  return `${safe || 'retro'}.pdf`;
}

/** Everything the document shows, in board order (columns and cards by position). */
export function pdfContent(title: string, mood: Mood | null, board: Board): PdfContent {
  const columns = [...board.columns].sort((a, b) => a.position - b.position);
  return {
    title,
    mood: `Cadence: ${MOOD_LABELS[mood ?? 'none']}`,
    fileName: pdfFileName(title),
    tables: columns.map((column) => ({
      column: column.name,
      head: ['Description', 'Created by'],
      rows: board.cards
        .filter((card) => card.columnId === column.id)
        .sort((a, b) => a.position - b.position)
        .map((card) => [card.text ?? HIDDEN_TEXT, card.authorName]),
    })),
  };
}

/** Builds the PDF in the browser and downloads it. */
export async function exportRetroPdf(content: PdfContent): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const margin = 40;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  doc.setFontSize(18);
  const titleLines: string[] = doc.splitTextToSize(content.title, width);
  doc.text(titleLines, margin, 56);
  let y = 56 + titleLines.length * 22;
  doc.setFontSize(12);
  doc.text(content.mood, margin, y);
  y += 24;
  for (const table of content.tables) {
    doc.setFontSize(13);
    doc.text(doc.splitTextToSize(table.column, width) as string[], margin, y);
    autoTable(doc, {
      startY: y + 8,
      margin: { left: margin, right: margin },
      head: [table.head],
      body: table.rows.length > 0 ? table.rows : [['-', '-']],
      styles: { fontSize: 10, cellPadding: 5, overflow: 'linebreak' },
      headStyles: { fillColor: [34, 139, 230] },
      columnStyles: { 1: { cellWidth: 140 } },
    });
    // autoTable records where the table ended; the next heading goes below it.
    const finalY = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y;
    y = finalY + 28;
    if (y > doc.internal.pageSize.getHeight() - 80) {
      doc.addPage();
      y = 56;
    }
  }
  doc.save(content.fileName);
}
