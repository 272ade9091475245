import { Paper, Stack, Text, Title } from '@mantine/core';
import { CONSEQUENCES } from '@squadboard/domain/raid/raid.model';
import { type HeatCell, type HeatMapRisk, riskBand, riskHeatMap } from '@squadboard/domain/raid/raid.rules';
import { Fragment, useMemo } from 'react';
import type { HeatSelection } from '../raid-format.ts';
import { type HeatSide, RAID_UI as UI } from '../raid-strings.ts';
import '../raid.css';

// Beyond the spec: the open risks of the list as filtered, counted per likelihood × consequence,
// as they stand (Current) and once treated (Treated), side by side. riskHeatMap lays the rows out
// from the most likely down; a cell's colour is its score's band (riskBand). A click on a cell
// narrows the list to its risks; a second click on the same cell lets go.

const SIDES: readonly HeatSide[] = ['current', 'treated'];

function isChosen(selected: HeatSelection | null, side: HeatSide, cell: HeatCell): boolean {
  return (
    selected !== null &&
    selected.side === side &&
    selected.likelihood === cell.likelihood &&
    selected.consequence === cell.consequence
  );
}

interface HeatGridProps {
  side: HeatSide;
  items: readonly HeatMapRisk[];
  selected: HeatSelection | null;
  onSelect: (cell: HeatSelection | null) => void;
}

function HeatGrid({ side, items, selected, onSelect }: HeatGridProps) {
  const rows = useMemo(() => riskHeatMap(items, side), [items, side]);
  const name = UI.heatSides[side];
  return (
    <Stack gap={6} role="group" aria-label={name}>
      <Title order={3} fz="sm">
        {name}
      </Title>
      <div className="raid-heat" data-side={side}>
        <span aria-hidden className="raid-heat-axis" data-axis="corner">
          {UI.likelihood} ↓
        </span>
        {CONSEQUENCES.map((consequence) => (
          <span key={consequence} aria-hidden className="raid-heat-axis" data-axis="column">
            {consequence}
          </span>
        ))}
        {rows.map((row) => (
          <Fragment key={row[0]?.likelihood}>
            <span aria-hidden className="raid-heat-axis" data-axis="row">
              {row[0]?.likelihood}
            </span>
            {row.map((cell) => {
              const chosen = isChosen(selected, side, cell);
              return (
                <button
                  key={cell.consequence}
                  type="button"
                  className="raid-heat-cell"
                  data-band={riskBand(cell.score)}
                  data-empty={cell.count === 0 || undefined}
                  aria-pressed={chosen}
                  aria-label={UI.heatCell(side, cell.likelihood, cell.consequence, cell.count)}
                  onClick={() =>
                    onSelect(
                      chosen ? null : { side, likelihood: cell.likelihood, consequence: cell.consequence },
                    )
                  }
                >
                  {cell.count}
                </button>
              );
            })}
          </Fragment>
        ))}
      </div>
      <Text size="xs" c="dimmed" ta="right">
        {UI.consequence} →
      </Text>
    </Stack>
  );
}

interface RiskHeatMapProps {
  id: string;
  /** The register as the search and the other filters leave it (not narrowed by a cell). */
  items: readonly HeatMapRisk[];
  selected: HeatSelection | null;
  onSelect: (cell: HeatSelection | null) => void;
}

export function RiskHeatMap({ id, items, selected, onSelect }: RiskHeatMapProps) {
  return (
    <Paper withBorder radius="md" p="md" id={id} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id={`${id}-title`}>
            {UI.heatMap}
          </Title>
          <Text size="sm" c="dimmed">
            {UI.heatIntro}
          </Text>
        </div>
        <div className="raid-heat-grids">
          {SIDES.map((side) => (
            <HeatGrid key={side} side={side} items={items} selected={selected} onSelect={onSelect} />
          ))}
        </div>
      </Stack>
    </Paper>
  );
}
