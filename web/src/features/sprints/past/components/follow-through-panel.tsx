import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { ListLoadFailed } from '../../../../components/list-states.tsx';
import { FOLLOW_THROUGH_UI } from '../../../../entities/action/action-strings.ts';
import { isFollowThroughRefused, useFollowThrough } from '../../../../entities/action/api/follow-through.ts';
import { FollowThroughChart } from '../../../../entities/action/components/follow-through-chart.tsx';
import { PAST_UI } from '../past-sprints-strings.ts';

/**
 * The squad's follow-through of retro actions on Past Sprints: done by the next retro for its last
 * six retros, and what stayed open. Nothing when the server refuses it (not the caller's squad).
 */
export function FollowThroughPanel({ squadId }: { squadId: string }) {
  const titleId = useId();
  const query = useFollowThrough(squadId);
  if (query.isError && isFollowThroughRefused(query.error)) {
    return null;
  }
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Skeleton
        height={150}
        radius="sm"
        role="status"
        aria-busy="true"
        aria-label={FOLLOW_THROUGH_UI.title}
      />
    );
  } else if (query.isError) {
    content = (
      <ListLoadFailed
        framed={false}
        message={FOLLOW_THROUGH_UI.loadFailed}
        retryLabel={PAST_UI.tryAgain}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <FollowThroughChart data={query.data} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {FOLLOW_THROUGH_UI.title}
        </Title>
        <Text size="sm" c="dimmed">
          {FOLLOW_THROUGH_UI.hint}
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
