import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { nextStepsReplaceBlocks, showsNextSteps } from '@squadboard/domain/dashboard/dashboard.rules';
import { useSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboardNextSteps } from './api/dashboard-next-steps.ts';
import { ActionsBlock } from './components/actions-block.tsx';
import { NextStepsBlock } from './components/next-steps-block.tsx';
import { RetrosBlock } from './components/retros-block.tsx';
import { RisksBlock } from './components/risks-block.tsx';
import { SprintsBlock } from './components/sprints-block.tsx';
import { WorkItemsBlock } from './components/work-items-block.tsx';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

/**
 * /dashboard (issue 19): the signed-in user's day at a glance. Each block loads and fails on its
 * own; a new organisation sees its first steps, and while it has no squad, only those.
 */
export function DashboardPage() {
  usePageTitle(UI.heading);
  const user = useSessionUser();
  const firstName = user.firstName?.trim() || user.email;
  const next = useDashboardNextSteps();
  // Until the steps are known (or if they fail) the blocks show as usual: nothing waits on them.
  const steps = next.data?.steps ?? [];
  const onlySteps = next.data ? nextStepsReplaceBlocks(next.data) : false;

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.heading}
        </Title>
        <Text size="lg">{UI.welcome(firstName)}</Text>
        <Text c="dimmed">{UI.intro}</Text>
      </Stack>
      {showsNextSteps(steps) ? <NextStepsBlock steps={steps} /> : null}
      {onlySteps ? null : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          <RetrosBlock />
          <ActionsBlock />
          <WorkItemsBlock />
          <SprintsBlock />
          <RisksBlock />
        </SimpleGrid>
      )}
    </Stack>
  );
}
