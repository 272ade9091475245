import { ActionIcon, Button, Group, Loader, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CALENDAR_UI as UI } from '../calendar-strings.ts';
import type { CalendarView } from '../retro-events.ts';

interface CalendarToolbarProps {
  /** The period on screen as FullCalendar words it ("November 2026", "16 – 22 Nov 2026" …). */
  heading: string;
  view: CalendarView;
  busy: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

const VIEW_ORDER: CalendarView[] = ['day', 'week', 'month'];

/** Mantine controls drive the calendar, so buttons look and read like the rest of the app. */
export function CalendarToolbar({
  heading,
  view,
  busy,
  onPrev,
  onNext,
  onToday,
  onView,
}: CalendarToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={UI.previous[view]} onClick={onPrev}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {UI.today}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={UI.next[view]} onClick={onNext}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Title order={2} fz={{ base: 'md', sm: 'lg' }} ml="xs" aria-live="polite">
          {heading}
        </Title>
        {busy ? <Loader size="xs" aria-label={UI.loading} /> : null}
      </Group>
      <SegmentedControl
        aria-label={UI.viewSwitch}
        value={view}
        onChange={(value) => onView(value as CalendarView)}
        data={VIEW_ORDER.map((v) => ({ value: v, label: UI.views[v] }))}
      />
    </Group>
  );
}
