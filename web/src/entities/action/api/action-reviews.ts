import { type ActionReviews, ZActionReviews } from '@squadboard/domain/actions/action-review.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// GET /api/actions/:id/reviews: what later retros' reviews made of an action. Under ['actions'],
// so a review in a room (or any action change) refreshes it when the page next asks.

export function actionReviewsQuery(actionId: string) {
  return queryOptions({
    queryKey: ['actions', 'reviews', actionId] as const,
    queryFn: ({ signal }): Promise<ActionReviews> =>
      api.get(`/api/actions/${encodeURIComponent(actionId)}/reviews`, { schema: ZActionReviews, signal }),
  });
}

/** The action's reviews, newest first; nothing is asked for an action not raised in a retro. */
export function useActionReviews(actionId: string, fromRetro: boolean) {
  return useQuery({ ...actionReviewsQuery(actionId), enabled: fromRetro });
}
