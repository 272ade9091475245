import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { nextStepsReplaceBlocks, showsNextSteps } from '@squadboard/domain/dashboard/dashboard.rules';
import { startTransition, useEffect, useState } from 'react';
import { useSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboardNextSteps } from './api/dashboard-next-steps.ts';
import { ActionsBlock } from './components/actions-block.tsx';
import { FollowThroughBlock } from './components/follow-through-block.tsx';
import { NextStepsBlock } from './components/next-steps-block.tsx';
import { RetrosBlock } from './components/retros-block.tsx';
import { RisksBlock } from './components/risks-block.tsx';
import { SprintsBlock } from './components/sprints-block.tsx';
import { WorkItemsBlock } from './components/work-items-block.tsx';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

/** Blocks drawn with the page; the others (below the fold on a phone) follow in a transition. */
const FIRST_BLOCKS = 2;

/** False for the first render, then true once React has time: lets later blocks wait a frame. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/**
 * /dashboard: the signed-in user's day at a glance. Each block loads and fails on its
 * own; a new organisation sees its first steps, and while it has no squad, only those.
 */
export function DashboardPage() {
  usePageTitle(UI.heading);
  const user = useSessionUser();
  const firstName = user.firstName?.trim() || user.email;
  const next = useDashboardNextSteps();
  const later = useAfterFirstPaint();
  // The steps go above the blocks: until they are known the blocks load out of sight, so a list
  // of steps arriving never pushes blocks already seen. If the steps fail, the blocks show as usual.
  const steps = next.data?.steps ?? [];
  const onlySteps = next.data ? nextStepsReplaceBlocks(next.data) : false;
  const blocks = [
    <RetrosBlock key="retros" />,
    <ActionsBlock key="actions" />,
    <WorkItemsBlock key="work-items" />,
    <SprintsBlock key="sprints" />,
    <RisksBlock key="risks" />,
    <FollowThroughBlock key="follow-through" />,
  ];

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.heading}
        </Title>
        <Text size="lg">{UI.welcome(firstName)}</Text>
        <Text c="dimmed">{UI.intro}</Text>
      </Stack>
      {/* At least a screen high, so the footer under the blocks stays put as they fill. */}
      <Box mih="100dvh">
        <Stack gap="lg" style={next.isPending ? { visibility: 'hidden' } : undefined}>
          {showsNextSteps(steps) ? <NextStepsBlock steps={steps} /> : null}
          {onlySteps ? null : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {later ? blocks : blocks.slice(0, FIRST_BLOCKS)}
            </SimpleGrid>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
