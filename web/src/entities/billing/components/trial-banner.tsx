import { Alert } from '@mantine/core';
import { MSG } from '@squadboard/domain';

/** The trial offer (spec 000 §1, 30 days): on the plans page and in My Plan while it applies. */
export function TrialBanner({ days }: { days: number }) {
  return (
    <Alert color="teal" variant="light" data-testid="trial-banner">
      {MSG.billing.trialBanner(days)}
    </Alert>
  );
}
