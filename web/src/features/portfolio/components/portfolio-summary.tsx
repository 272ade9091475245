import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { ReactNode } from 'react';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';
import { PortfolioStatusBadge } from './portfolio-status-badge.tsx';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} mt={4}>
        {children}
      </Box>
    </Box>
  );
}

/** The node's details as text, for those who may read the portfolio but not change it. */
export function PortfolioSummary({ node }: { node: PortfolioNode }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {UI.readOnlyHint}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Entry label={UI.acronym}>
          <Text>{node.acronym}</Text>
        </Entry>
        <Entry label={UI.status}>
          <PortfolioStatusBadge status={node.status} />
        </Entry>
        <Entry label={UI.ownerPicker.owner}>
          <Text>{node.ownerName || UI.noOwner}</Text>
        </Entry>
        <Entry label={UI.plannedStart}>
          <Text>{formatDayMonthYear(node.plannedStart) ?? '—'}</Text>
        </Entry>
        <Entry label={UI.plannedEnd}>
          <Text>{formatDayMonthYear(node.plannedEnd) ?? '—'}</Text>
        </Entry>
      </SimpleGrid>
      <Box component="dl" m={0}>
        <Entry label={UI.description}>
          <Text style={{ whiteSpace: 'pre-wrap' }} c={node.description ? undefined : 'dimmed'}>
            {node.description || UI.noDescription}
          </Text>
        </Entry>
      </Box>
    </Stack>
  );
}
