import dayjs from 'dayjs';

/** Today as the API and the date pickers hold dates: the local calendar day, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
