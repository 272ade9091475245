import { Badge } from '@mantine/core';
import type { PortfolioStatus } from '@squadboard/domain/portfolio/portfolio.schema';
import { PORTFOLIO_STATUS_COLOURS } from '../portfolio-format.ts';

/** An Initiative's or Project's status; the word carries the meaning, the colour helps scanning. */
export function PortfolioStatusBadge({ status }: { status: PortfolioStatus }) {
  return (
    <Badge color={PORTFOLIO_STATUS_COLOURS[status]} variant="light" radius="sm" tt="none">
      {status}
    </Badge>
  );
}
