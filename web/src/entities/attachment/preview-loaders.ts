// Office files are previewed in the browser (conventions, where we differ: no online viewer, which would need a
// public URL): docx turned into HTML by mammoth, xlsx into rows by read-excel-file. Both
// libraries, and DOMPurify, are imported only here and only when a preview opens, so no page
// pays for them up front.

/** The attachment's bytes, read with the session cookie like any other API call. */
export async function fetchBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) {
    throw new Error(`Reading ${url} answered ${response.status}`);
  }
  return response.arrayBuffer();
}

/**
 * The document as HTML that is safe to insert: mammoth writes what the file says (links, image
 * data), and a crafted file could say anything, so DOMPurify keeps only plain HTML. Links open
 * in a new tab rather than taking the app away.
 */
export async function docxToSafeHtml(bytes: ArrayBuffer): Promise<string> {
  const [{ default: mammoth }, { default: DOMPurify }] = await Promise.all([
    import('mammoth'),
    import('dompurify'),
  ]);
  const { value } = await mammoth.convertToHtml({ arrayBuffer: bytes });
  // An instance of its own, so this hook never touches another caller of DOMPurify.
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(value, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
}

export interface SheetPreview {
  /** Every cell as text, at most `maxRows` rows. */
  rows: string[][];
  /** How many rows the sheet has. */
  total: number;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) {
    return '';
  }
  return cell instanceof Date ? dateFormat.format(cell) : String(cell);
}

/** The first sheet's cells as text; React escapes them when it renders the table. */
export async function xlsxFirstSheet(bytes: ArrayBuffer, maxRows: number): Promise<SheetPreview> {
  const { readSheet } = await import('read-excel-file/browser');
  const data = await readSheet(bytes);
  return {
    rows: data.slice(0, maxRows).map((row) => row.map(cellText)),
    total: data.length,
  };
}
