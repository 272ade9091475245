import { Text, VisuallyHidden } from '@mantine/core';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import type { ReleaseStageDate } from '@squadboard/domain/releases/release.model';
import { type ReleaseStageDates, releaseStageSpans } from '@squadboard/domain/releases/release.rules';
import dayjs from 'dayjs';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

// Beyond the spec: the release's stages as bars on one time axis with a line for today, so a
// glance shows which stage should be running now. Each bar runs from the end of the stage before
// it (the first from the day the release was planned) to its finish date (release.rules
// releaseStageSpans). Screen readers get each bar as a sentence and today's date; the drawing
// itself is hidden from them. Exported for the release list too.

export interface StageTimelineProps {
  dates: ReleaseStageDates;
  /** 'YYYY-MM-DD': the day the release was planned, where the first stage starts. */
  startedOn: string;
  /** 'YYYY-MM-DD' */
  today: string;
  /** Stages whose finish date passed with work behind (drawn red). */
  atRisk?: readonly ReleaseStageDate[];
  /** The list's name for screen readers. */
  label?: string;
}

type SpanState = keyof typeof UI.spanState;

function stateOf(start: string, end: string, today: string): SpanState {
  if (end < today) {
    return 'done';
  }
  return start <= today ? 'current' : 'ahead';
}

const show = (iso: string) => formatDayMonthYear(iso) ?? iso;
const dayNumber = (iso: string) => dayjs(iso).startOf('day').valueOf() / 86_400_000;

export function StageTimeline({
  dates,
  startedOn,
  today,
  atRisk = [],
  label = UI.timeline,
}: StageTimelineProps) {
  const spans = releaseStageSpans(dates, startedOn);
  if (spans.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {UI.noTimeline}
      </Text>
    );
  }
  // The axis covers every stage and today, whichever comes first or last.
  const first = [spans[0]?.start ?? today, today].sort()[0] as string;
  const last = [spans.at(-1)?.end ?? today, today].sort()[1] as string;
  const from = dayNumber(first);
  const length = Math.max(1, dayNumber(last) - from);
  const at = (iso: string) => ((dayNumber(iso) - from) / length) * 100;
  const todayAt = at(today);
  return (
    <div className="stage-timeline">
      <VisuallyHidden>{UI.today(show(today))}</VisuallyHidden>
      <ol className="stage-timeline-rows" aria-label={label}>
        {spans.map((span) => {
          const state = stateOf(span.start, span.end, today);
          const left = at(span.start);
          const text = UI.span(span.label, show(span.start), show(span.end), UI.spanState[state]);
          return (
            <li key={span.stage} className="stage-timeline-row">
              <span className="stage-timeline-label" aria-hidden>
                {span.label}
              </span>
              <span className="stage-timeline-track" aria-hidden>
                <span
                  className="stage-timeline-bar"
                  data-state={state}
                  data-risk={atRisk.includes(span.stage) || undefined}
                  title={text}
                  style={{ left: `${left}%`, width: `${Math.max(at(span.end) - left, 0)}%` }}
                />
              </span>
              <VisuallyHidden>{text}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <div className="stage-timeline-axis" aria-hidden>
        <span>{show(first)}</span>
        <span>{show(last)}</span>
      </div>
      {/* Over the tracks only: the label column is left of them. */}
      <div className="stage-timeline-today-layer" aria-hidden>
        <span
          className="stage-timeline-today"
          style={{ left: `${todayAt}%` }}
          // Near an edge the date is set inward so it never leaves the card.
          data-edge={todayAt < 15 ? 'start' : todayAt > 85 ? 'end' : undefined}
          title={UI.today(show(today))}
        >
          <span className="stage-timeline-today-label">{UI.today(show(today))}</span>
        </span>
      </div>
    </div>
  );
}
