import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '../calendar.css';
import FullCalendar, { type EventClickInfo, useCalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RETRO_STATUS_LABELS as STATUS_LABELS } from '../../../entities/retro/retro-strings.ts';
import { showFailure } from '../../../lib/failures.ts';
import { type CalendarRange, useRetroCalendar } from '../api/retro-calendar.ts';
import { CALENDAR_UI as UI } from '../calendar-strings.ts';
import {
  apiRangeFor,
  type CalendarView,
  FC_VIEWS,
  STATUS_COLOURS,
  toCalendarEvent,
} from '../retro-events.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { StatusLegend } from './status-legend.tsx';

const PHONE_QUERY = '(max-width: 36em)';
const PLUGINS = [dayGridPlugin, timeGridPlugin, classicTheme];
const TIME_GRID_HEIGHT = 640;
const VIEW_OPTIONS = {
  // Month cells are small: the title alone; week and day views show the start time too.
  dayGridMonth: { displayEventTime: false },
  timeGrid: { displayEventTime: true },
};

/** FullCalendar 7 fed by GET /api/retros/calendar for exactly the range it shows. */
export default function RetroCalendar() {
  const navigate = useNavigate();
  const controller = useCalendarController();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // A month grid is unreadable at phone width; phones start on the day.
  const [view, setView] = useState<CalendarView>(() => (isPhone ? 'day' : 'month'));
  const [range, setRange] = useState<CalendarRange | null>(null);
  const retros = useRetroCalendar(range);

  useEffect(() => {
    if (retros.error) {
      showFailure(retros.error);
    }
  }, [retros.error]);

  const events = useMemo(() => {
    // The theme's filled shade of each palette carries white text at AA contrast (shade 6 did not).
    const colourOf = (status: RetroStatus) => `var(--mantine-color-${STATUS_COLOURS[status]}-filled)`;
    return (retros.data ?? []).map((retro) => toCalendarEvent(retro, colourOf));
  }, [retros.data]);

  const changeView = (next: CalendarView) => {
    setView(next);
    controller.changeView(FC_VIEWS[next]);
  };

  const openRetro = (info: EventClickInfo) => {
    // The event is a real link (keyboard, middle click); a plain click stays in the app.
    info.jsEvent.preventDefault();
    if (info.event.url) {
      void navigate(info.event.url);
    }
  };

  const isEmpty = retros.isSuccess && !retros.isPlaceholderData && retros.data.length === 0;

  return (
    <Stack gap="sm">
      <CalendarToolbar
        heading={controller.view?.title ?? ''}
        view={view}
        busy={retros.isFetching}
        onPrev={() => controller.prev()}
        onNext={() => controller.next()}
        onToday={() => controller.today()}
        onView={changeView}
      />
      <Group justify="space-between" gap="xs">
        <StatusLegend />
        {isEmpty ? (
          <Text size="sm" c="dimmed">
            {UI.empty}
          </Text>
        ) : null}
      </Group>
      {retros.isError ? (
        <Alert color="red" variant="light" title={UI.loadFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => void retros.refetch()}>
            {UI.retry}
          </Button>
        </Alert>
      ) : null}
      <Box className="sb-retro-calendar" aria-busy={retros.isFetching}>
        <FullCalendar
          controller={controller}
          plugins={PLUGINS}
          locale={enGbLocale}
          initialView={FC_VIEWS[view]}
          headerToolbar={false}
          views={VIEW_OPTIONS}
          // The month grid grows with its rows; a day of hours scrolls inside a fixed frame.
          height={view === 'month' ? 'auto' : TIME_GRID_HEIGHT}
          scrollTime="07:00:00"
          nowIndicator
          dayMaxEvents={4}
          events={events}
          eventClick={openRetro}
          eventDidMount={({ el, event }) => {
            // Narrow cells cut titles short: the tooltip gives the whole title, status and squad.
            const status = STATUS_LABELS[event.extendedProps.status as RetroStatus] ?? '';
            el.title = [event.title, status, event.extendedProps.squadName].filter(Boolean).join(' · ');
          }}
          datesSet={(info) => setRange(apiRangeFor(info.start, info.end))}
        />
      </Box>
    </Stack>
  );
}
