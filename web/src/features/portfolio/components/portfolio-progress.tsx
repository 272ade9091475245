import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PortfolioCounts } from '@squadboard/domain/portfolio/portfolio.schema';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { progressOf } from '../portfolio-format.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';

/**
 * Done items out of all items under the node. The bar carries the words as its accessible name
 * and value text ("3 of 10 items done"); the same words are shown under it for sighted readers.
 */
export function PortfolioProgress({ counts }: { counts: PortfolioCounts }) {
  const progress = progressOf(counts);
  return (
    <Stack gap={4} miw={0}>
      <Progress.Root
        size="sm"
        role="progressbar"
        aria-label={progress.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.label}
      >
        <Progress.Section value={progress.percent} color="teal" withAria={false} />
      </Progress.Root>
      <Text size="xs" c="dimmed" aria-hidden>
        {progress.label}
      </Text>
    </Stack>
  );
}

const COUNTED = [
  { kind: 'Feature', count: (c: PortfolioCounts) => c.features, words: UI.counts.features },
  { kind: 'Epic', count: (c: PortfolioCounts) => c.epics, words: UI.counts.epics },
  { kind: 'Story', count: (c: PortfolioCounts) => c.stories, words: UI.counts.stories },
  { kind: 'Bug', count: (c: PortfolioCounts) => c.openBugs, words: UI.counts.openBugs },
] as const;

/**
 * Features, epics, stories and open bugs as kind letters with numbers: compact enough for a row
 * on a phone. Screen readers (and the tooltip) get the words instead: "3 features".
 */
export function PortfolioCountsView({ counts }: { counts: PortfolioCounts }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {COUNTED.map(({ kind, count, words }) => (
        <Group key={kind} gap={4} wrap="nowrap" title={words(count(counts))}>
          <Group gap={4} wrap="nowrap" aria-hidden>
            <KindIcon kind={kind} size={16} />
            <Text size="sm" fw={500}>
              {count(counts)}
            </Text>
          </Group>
          <VisuallyHidden>{words(count(counts))}</VisuallyHidden>
        </Group>
      ))}
    </Group>
  );
}
