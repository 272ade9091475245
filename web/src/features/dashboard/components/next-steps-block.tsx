import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { NextStep } from '@squadboard/domain/dashboard/dashboard.schema';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_UI, NEXT_STEP_PATHS } from '../dashboard-strings.ts';

const UI = DASHBOARD_UI.nextSteps;

/** A new organisation's first steps, numbered; those already done are ticked. */
export function NextStepsBlock({ steps }: { steps: readonly NextStep[] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="md" id={headingId}>
            {UI.title}
          </Title>
          <Text size="sm" c="dimmed">
            {UI.intro}
          </Text>
        </Stack>
        <SimpleGrid component="ol" cols={{ base: 1, sm: steps.length > 1 ? 3 : 1 }} spacing="sm" m={0} p={0}>
          {steps.map((step, index) => {
            const copy = UI.steps[step.id];
            return (
              <Paper component="li" key={step.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon
                    radius="xl"
                    size="md"
                    variant={step.done ? 'filled' : 'light'}
                    color={step.done ? 'green' : 'blue'}
                    aria-hidden
                  >
                    {step.done ? <IconCheck size={16} /> : <Text size="sm">{index + 1}</Text>}
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    {step.done ? (
                      <Text size="sm" fw={600} td="line-through" c="dimmed">
                        {copy.title}
                        <VisuallyHidden>{` (${UI.done})`}</VisuallyHidden>
                      </Text>
                    ) : (
                      <Anchor component={Link} to={NEXT_STEP_PATHS[step.id]} size="sm" fw={600}>
                        {copy.title}
                      </Anchor>
                    )}
                    <Text size="xs" c="dimmed">
                      {copy.text}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
