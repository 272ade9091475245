import { type Retro, ZRetroCalendar } from '@squadboard/domain/retro/retro.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RETROS_KEY } from '../../../entities/retro/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** Inclusive YYYY-MM-DD range, as GET /api/retros/calendar takes it. */
export interface CalendarRange {
  from: string;
  to: string;
}

// Under the retro root, so a retro created, started or cancelled elsewhere also refreshes the calendar.
export const calendarKeys = {
  range: (range: CalendarRange) => [...RETROS_KEY, 'calendar', range] as const,
};

export async function fetchRetroCalendar(range: CalendarRange, signal?: AbortSignal): Promise<Retro[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const answer = await api.get(`/api/retros/calendar?${params.toString()}`, {
    schema: ZRetroCalendar,
    signal,
  });
  return answer.items;
}

export function retroCalendarQueryOptions(range: CalendarRange) {
  return queryOptions({
    queryKey: calendarKeys.range(range),
    queryFn: ({ signal }) => fetchRetroCalendar(range, signal),
    // Navigating keeps the last month's events on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRetroCalendar(range: CalendarRange | null) {
  return useQuery({
    ...retroCalendarQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
