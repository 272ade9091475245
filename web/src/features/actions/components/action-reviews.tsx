import { Stack, Text, Title } from '@mantine/core';
import { REVIEW_OUTCOME_LABELS } from '@squadboard/domain/actions/action-review.model';
import { formatDueDay } from '@squadboard/domain/common/date-format';
import { useId } from 'react';
import { useActionReviews } from '../../../entities/action/api/action-reviews.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { ACTIONS_UI as UI } from '../actions-strings.ts';

/**
 * What later retros' "Review actions" made of this action (its history of reviews), newest first,
 * in the Edit dialog. Shown only once there is one: an action never reviewed shows nothing.
 */
export function ActionReviews({ actionId, fromRetro }: { actionId: string; fromRetro: boolean }) {
  const reviews = useActionReviews(actionId, fromRetro);
  const titleId = useId();
  const items = reviews.data?.items ?? [];
  if (items.length === 0) {
    return null;
  }
  return (
    <Stack component="section" gap={4} aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId}>
        {UI.reviews}
      </Title>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((review) => (
          <Text component="li" size="sm" key={`${review.retro.id}:${review.at}`}>
            {UI.reviewLine(
              REVIEW_OUTCOME_LABELS[review.outcome],
              review.retro.title,
              review.byName,
              formatTimestamp(review.at),
              formatDueDay(review.dueDate),
            )}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
