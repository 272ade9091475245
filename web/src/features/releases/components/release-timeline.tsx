import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import type { ReleaseStageDate } from '@squadboard/domain/releases/release.model';
import { releaseStageSpans, type StageSpan } from '@squadboard/domain/releases/release.rules';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { useId } from 'react';
import { dayOf, shareOf } from '../release-format.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';

// Beyond the spec: a simple Gantt of each listed release's stages against a "today" line. Each
// stage runs from the end of the one before (the first from the day the release was planned) to
// its finish date (releaseStageSpans); every bar is named for a screen reader.

const STAGE_COLOURS: Record<ReleaseStageDate, string> = {
  refinementDate: 'var(--mantine-color-violet-4)',
  designDate: 'var(--mantine-color-blue-4)',
  buildDate: 'var(--mantine-color-cyan-5)',
  testDate: 'var(--mantine-color-teal-4)',
  uatDate: 'var(--mantine-color-lime-5)',
  liveDate: 'var(--mantine-color-orange-5)',
};

interface TimelineRow {
  release: Release;
  spans: StageSpan[];
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

interface ReleaseTimelineProps {
  id: string;
  releases: readonly Release[];
  today: string;
}

export function ReleaseTimeline({ id, releases, today }: ReleaseTimelineProps) {
  const titleId = useId();
  const rows: TimelineRow[] = releases.map((release) => ({
    release,
    spans: releaseStageSpans(release, dayOf(release.createdAt)),
  }));
  const days = rows.flatMap((row) => row.spans.flatMap((span) => [span.start, span.end]));
  const from = [today, ...days].reduce((a, b) => (a < b ? a : b));
  const to = [today, ...days].reduce((a, b) => (a > b ? a : b));
  const todayShare = shareOf(today, from, to);
  const todayAt = percent(todayShare);
  // The label centres on the line, but never runs off either end of the track.
  const labelShift = todayShare < 0.15 ? '0' : todayShare > 0.85 ? '-100%' : '-50%';
  const show = (day: string) => formatDayMonthYear(day) ?? day;

  return (
    <Paper withBorder radius="md" p="md" component="section" id={id} aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id={titleId}>
            {UI.timelineTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {UI.timelineIntro}
          </Text>
        </div>
        {days.length === 0 ? (
          <Text size="sm" c="dimmed">
            {UI.timelineEmpty}
          </Text>
        ) : (
          <div className="release-gantt">
            <div className="release-gantt-axis">
              <span />
              <div className="release-gantt-scale">
                <Text span size="xs" c="dimmed">
                  {show(from)}
                </Text>
                <Text span size="xs" c="dimmed">
                  {show(to)}
                </Text>
              </div>
            </div>
            <ul className="release-gantt-rows">
              {rows.map(({ release, spans }) => (
                <li key={release.id} className="release-gantt-row">
                  <Text span size="sm" fw={600} className="release-gantt-name">
                    {release.name}
                  </Text>
                  <div className="release-gantt-track">
                    {spans.length === 0 ? (
                      <Text span size="xs" c="dimmed" className="release-gantt-none">
                        {UI.undatedRelease}
                      </Text>
                    ) : null}
                    {spans.map((span) => {
                      const left = shareOf(span.start, from, to);
                      const width = shareOf(span.end, from, to) - left;
                      return (
                        <div
                          key={span.stage}
                          className="release-gantt-bar"
                          role="img"
                          aria-label={UI.span(release.name, span.label, show(span.start), show(span.end))}
                          title={`${span.label}: ${show(span.start)} – ${show(span.end)}`}
                          style={{
                            left: percent(left),
                            width: percent(width),
                            background: STAGE_COLOURS[span.stage],
                          }}
                        >
                          <span aria-hidden>{span.label}</span>
                        </div>
                      );
                    })}
                    <div className="release-gantt-today" style={{ left: todayAt }} aria-hidden />
                  </div>
                </li>
              ))}
            </ul>
            <div className="release-gantt-axis">
              <span />
              <div className="release-gantt-scale">
                <Text
                  span
                  size="xs"
                  fw={600}
                  c="red.7"
                  className="release-gantt-today-label"
                  style={{ left: todayAt, transform: `translateX(${labelShift})` }}
                >
                  {UI.today(show(today))}
                </Text>
              </div>
            </div>
            <Group gap="sm" aria-hidden className="release-gantt-legend">
              {Object.entries(STAGE_COLOURS).map(([stage, colour]) => (
                <Group key={stage} gap={4} wrap="nowrap">
                  <span className="release-gantt-swatch" style={{ background: colour }} />
                  <Text span size="xs">
                    {UI.columns[stage as ReleaseStageDate]}
                  </Text>
                </Group>
              ))}
            </Group>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
