import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import type { jsPDF } from 'jspdf';

// jsPDF's built-in fonts only know WinAnsi (no ą, ł, Greek or Cyrillic), so the PDF embeds DejaVu
// Sans. `?url` (not `?inline`) keeps the two TTF files assets of their own (about 1.4 MB together):
// a bundle holds only their addresses, and loadPdfFont, which the lazy export chunk alone calls,
// fetches them when somebody exports, never with the page.

/** The family name the document, its headings and its tables use. */
export const PDF_FONT = 'DejaVuSans';

/** The TTF files, base64 (what jsPDF's virtual file system takes). */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

/** Base64 of binary data; in slices, since spreading a whole font into one call overflows the stack. */
export function toBase64(bytes: Uint8Array): string {
  const slice = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += slice) {
    binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  }
  return btoa(binary);
}

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`PDF font ${url}: HTTP ${response.status}`);
  }
  return toBase64(new Uint8Array(await response.arrayBuffer()));
}

let loading: Promise<PdfFontFiles> | null = null;

/** Fetches both weights once per page load; a failed fetch is tried again on the next export. */
export function loadPdfFont(): Promise<PdfFontFiles> {
  loading ??= Promise.all([fetchBase64(regularUrl), fetchBase64(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Makes PDF_FONT (normal and bold) available in `doc` and selects it. */
export function registerPdfFont(doc: jsPDF, files: PdfFontFiles): void {
  doc.addFileToVFS('DejaVuSans.ttf', files.regular);
  doc.addFont('DejaVuSans.ttf', PDF_FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', files.bold);
  doc.addFont('DejaVuSans-Bold.ttf', PDF_FONT, 'bold');
  doc.setFont(PDF_FONT, 'normal');
}
