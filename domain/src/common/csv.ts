// CSV exports (the backlog, the portfolio list, later the RAID register): RFC 4180 text that
// spreadsheets open as they are.

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) gets a
 * leading apostrophe: exported text is people's input, and a title like "=HYPERLINK(…)" must stay
 * text when someone opens the file (OWASP "CSV injection").
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text = typeof value === 'string' ? neutralised(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and the rows as CSV, lines ending in CRLF as the RFC says. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
