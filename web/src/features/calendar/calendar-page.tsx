import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CALENDAR_UI as UI } from './calendar-strings.ts';

// FullCalendar is the heaviest dependency of the app: it loads only when the calendar opens.
const RetroCalendar = lazy(() => import('./components/retro-calendar.tsx'));

/** /calender (spec 001 §2.5): the retros of the user's squads by day, week and month. */
export function CalendarPage() {
  usePageTitle(MSG.retro.calendarTitle);
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {MSG.retro.calendarTitle}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Suspense
          fallback={
            <Center mih={320}>
              <Loader aria-label={UI.loading} />
            </Center>
          }
        >
          <RetroCalendar />
        </Suspense>
      </Paper>
    </Stack>
  );
}
