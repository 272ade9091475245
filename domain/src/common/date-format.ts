// The spec's written date formats, one function each, for calendar days ('YYYY-MM-DD'). Each
// shows nothing (null) for a missing or impossible day rather than "Invalid Date". The numeric
// formats live with the calendar: dd/MM/y `formatDisplayDate` (calendar-date.ts) and its
// dashed RAID form `formatRaidDate` (raid/raid.rules.ts).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function partsOf(value: string | null | undefined): { y: number; month: string; d: number } | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) {
    return null;
  }
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  // 2026-02-30 parses as 2 March: not a day anyone meant.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) {
    return null;
  }
  return { y, month: MONTHS[m - 1] as string, d };
}

/** Spec 001 §9 'd MMM y' (en-GB): '5 Mar 2026'. Releases, the portfolio, the admin dashboard. */
export function formatDayMonthYear(value: string | null | undefined): string | null {
  const p = partsOf(value);
  return p ? `${p.d} ${p.month} ${p.y}` : null;
}

/** The Actions list's due date, 'D MMM, YYYY': '5 Mar, 2026'. */
export function formatDueDay(value: string | null | undefined): string | null {
  const p = partsOf(value);
  return p ? `${p.d} ${p.month}, ${p.y}` : null;
}
