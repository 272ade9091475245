import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { createProjectPath, nodePath } from '../portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';
import { PortfolioProgress } from './portfolio-progress.tsx';
import { PortfolioStatusBadge } from './portfolio-status-badge.tsx';

interface InitiativeProjectsProps {
  initiative: PortfolioNode;
  projects: readonly PortfolioNode[];
  /** A Super Admin may start a Project here (Create Portfolio, with this Initiative chosen). */
  canAdd: boolean;
  /** How the portfolio list the Projects come from is doing: no "No projects yet" before it is known. */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** An Initiative's Projects, each linking to its own page. */
export function InitiativeProjects({
  initiative,
  projects,
  canAdd,
  status,
  onRetry,
}: InitiativeProjectsProps) {
  let list: ReactNode;
  if (status === 'pending') {
    list = <Skeleton height={40} aria-hidden />;
  } else if (status === 'error') {
    list = (
      <Group gap="sm">
        <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {UI.tryAgain}
        </Button>
      </Group>
    );
  } else if (projects.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {UI.noProjects}
      </Text>
    );
  } else {
    list = (
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={UI.projects}>
        {projects.map((project) => (
          <Stack component="li" key={project.id} gap={6}>
            <Group gap="xs" wrap="nowrap">
              <KindIcon kind="Project" />
              <Anchor
                component={Link}
                to={nodePath(project.id)}
                size="sm"
                fw={500}
                miw={0}
                style={{ flex: 1 }}
              >
                {acronymTitle(project.acronymId, project.title)}
              </Anchor>
              <PortfolioStatusBadge status={project.status} />
            </Group>
            <PortfolioProgress counts={project.counts} />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="projects-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} fz="lg" id="projects-heading">
              {UI.projects}
            </Title>
            {status === 'success' ? (
              <Badge variant="light" color="gray" tt="none">
                {projects.length}
              </Badge>
            ) : null}
          </Group>
          {canAdd ? (
            <Button
              component={Link}
              to={createProjectPath(initiative.id)}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {UI.addProject}
            </Button>
          ) : null}
        </Group>
        {list}
      </Stack>
    </Paper>
  );
}
