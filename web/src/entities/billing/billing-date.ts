import dayjs from 'dayjs';

/**
 * Spec 000 §9: dates read dd/MM/y (05/03/2028), in the reader's time zone, for an ISO instant;
 * '—' for none. The plans, billing and My Plan screens all write days this way.
 */
export function formatBillingDate(iso: string | null): string {
  if (!iso) {
    return '—';
  }
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : '—';
}
