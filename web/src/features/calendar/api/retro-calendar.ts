import { type Retro, ZRetro } from '@squadboard/domain/retro/retro.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const ZCalendarAnswer = z.object({ items: z.array(ZRetro) });

/** Inclusive YYYY-MM-DD range, as GET /api/retros/calendar takes it. */
export interface CalendarRange {
  from: string;
  to: string;
}

// Under the 'retros' root, so a retro created, started or cancelled elsewhere (which
// invalidates ['retros']) also refreshes the calendar.
export const calendarKeys = {
  range: (range: CalendarRange) => ['retros', 'calendar', range] as const,
};

export async function fetchRetroCalendar(range: CalendarRange, signal?: AbortSignal): Promise<Retro[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const answer = await api.get(`/api/retros/calendar?${params.toString()}`, {
    schema: ZCalendarAnswer,
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
