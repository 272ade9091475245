import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { loadPdfFont, PDF_FONT, type PdfFontFiles, registerPdfFont } from './pdf-font.ts';

// Draws the retro's PDF. Only export-pdf.ts imports this module, and lazily: jspdf, its table
// plugin and the font files (pdf-font.ts) load when somebody exports. The content it takes is made
// by export-pdf.ts; its types live here so that importing them makes no import circle.

export interface PdfTable {
  column: string;
  head: readonly string[];
  /** Description, author, number of likes, the actions made from the card (titles or a count). */
  rows: [string, string, string, string][];
}

export interface PdfContent {
  title: string;
  /** Label and value pairs under the title, in this order. */
  details: [string, string][];
  tables: PdfTable[];
  fileName: string;
  /** The Actions column holds titles (a wider, left-aligned column) rather than counts. */
  namedActions: boolean;
}

const MARGIN = 40;
const TOP = 56;
const HEADER_BLUE: [number, number, number] = [34, 139, 230];

/** Where the last table ended; autoTable records it on the document. */
function tableEnd(doc: jsPDF, fallback: number): number {
  return (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? fallback;
}

/** Text lines at `y` (the first baseline); answers the last line's baseline. */
function writeLines(doc: jsPDF, text: string, y: number, width: number): number {
  const lines = doc.splitTextToSize(text, width) as string[];
  doc.text(lines, MARGIN, y);
  return y + (lines.length - 1) * doc.getLineHeight();
}

/** The whole document; every text, the tables' cells included, is in the embedded Unicode font. */
export function renderRetroPdf(content: PdfContent, font: PdfFontFiles): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  registerPdfFont(doc, font);
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  const bottom = doc.internal.pageSize.getHeight() - 80;

  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(18);
  let y = writeLines(doc, content.title, TOP, width) + 10;
  // The details as a borderless label / value table, so long values wrap beside their label.
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'plain',
    body: content.details,
    styles: { font: PDF_FONT, fontSize: 11, cellPadding: 2 },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 90 } },
  });
  y = tableEnd(doc, y) + 28;

  for (const table of content.tables) {
    // A heading never stays alone at the foot of a page.
    if (y > bottom) {
      doc.addPage();
      y = TOP;
    }
    doc.setFont(PDF_FONT, 'bold');
    doc.setFontSize(13);
    y = writeLines(doc, table.column, y, width) + 8;
    autoTable(doc, {
      startY: y,
      margin: { left: MARGIN, right: MARGIN },
      head: [[...table.head]],
      body: table.rows.length > 0 ? table.rows : [['-', '-', '-', '-']],
      styles: { font: PDF_FONT, fontSize: 10, cellPadding: 5, overflow: 'linebreak' },
      headStyles: { fillColor: HEADER_BLUE, fontStyle: 'bold' },
      columnStyles: {
        1: { cellWidth: content.namedActions ? 100 : 120 },
        2: { cellWidth: 45, halign: 'center' },
        3: content.namedActions ? { cellWidth: 140 } : { cellWidth: 55, halign: 'center' },
      },
    });
    y = tableEnd(doc, y) + 28;
  }
  return doc;
}

/** Fetches the font (once per page load), draws the document and downloads it. */
export async function downloadRetroPdf(content: PdfContent): Promise<void> {
  renderRetroPdf(content, await loadPdfFont()).save(content.fileName);
}
