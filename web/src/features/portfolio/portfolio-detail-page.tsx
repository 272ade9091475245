import { Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { usePortfolio } from '../../entities/work-item/api/portfolio.ts';
import { KindIcon } from '../../entities/work-item/components/kind-icon.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { isNodeMissing, usePortfolioNode } from './api/get-portfolio-node.ts';
import { InitiativeProjects } from './components/initiative-projects.tsx';
import { NodeFeatures } from './components/node-features.tsx';
import { PortfolioEditForm } from './components/portfolio-edit-form.tsx';
import { PortfolioCountsView, PortfolioProgress } from './components/portfolio-progress.tsx';
import { PortfolioStatusBadge } from './components/portfolio-status-badge.tsx';
import { PortfolioSummary } from './components/portfolio-summary.tsx';
import { plannedRange } from './portfolio-format.ts';
import { LIST_PATH, nodePath } from './portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';
import { initiativesOf, projectsOf } from './portfolio-tree.ts';

function BackToList() {
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {UI.backToList}
      </Group>
    </Anchor>
  );
}

function NotFound() {
  return (
    <Paper withBorder radius="md" maw={560}>
      <Stack align="center" gap="sm" py="xl" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMapOff size={28} />
        </ThemeIcon>
        <Title order={1} fz="lg">
          {UI.notFoundTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {UI.notFound}
        </Text>
        <Button component={Link} to={LIST_PATH} variant="light">
          {UI.backToList}
        </Button>
      </Stack>
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" role="status">
      <Text size="sm" c="dimmed">
        {UI.loading}
      </Text>
      <Skeleton height={32} width="50%" aria-hidden />
      <Grid aria-hidden>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={360} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={200} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The node's name, level, status, its Initiative (for a Project), plans, counts and progress. */
function NodeHeader({ node, initiative }: { node: PortfolioNode; initiative: PortfolioNode | undefined }) {
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <KindIcon kind={node.level} size={28} />
        <Title order={1} fz={{ base: 22, sm: 28 }} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {acronymTitle(node.acronymId, node.title)}
        </Title>
      </Group>
      <Group gap="md">
        <PortfolioStatusBadge status={node.status} />
        {initiative ? (
          <Group gap={6} wrap="nowrap" miw={0}>
            <KindIcon kind="Initiative" size={16} />
            <Anchor component={Link} to={nodePath(initiative.id)} size="sm" truncate>
              {acronymTitle(initiative.acronymId, initiative.title)}
            </Anchor>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {plannedRange(node.plannedStart, node.plannedEnd)}
        </Text>
        <PortfolioCountsView counts={node.counts} />
      </Group>
      <div style={{ maxWidth: 420 }}>
        <PortfolioProgress counts={node.counts} />
      </div>
    </Stack>
  );
}

/**
 * /edit-tab/portfolio/:id: one Initiative or Project. A Super Admin edits and deletes it, and adds
 * Features to a Project; everyone else reads it. An Initiative lists its Projects; both list the
 * Features under them.
 */
export function PortfolioDetailPage() {
  usePageTitle(UI.detailTitle);
  const { id = '' } = useParams();
  const node = usePortfolioNode(id);
  const portfolio = usePortfolio();
  const all = portfolio.data;
  const initiatives = useMemo(() => initiativesOf(all ?? []), [all]);
  const projects = useMemo(() => projectsOf(all ?? [], id), [all, id]);

  if (node.isPending) {
    return (
      <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
        <DetailSkeleton />
      </Stack>
    );
  }
  if (node.isError) {
    return (
      <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
        {isNodeMissing(node.error) ? (
          <NotFound />
        ) : (
          <Paper withBorder radius="md" maw={560}>
            <Stack align="center" gap="sm" py="xl">
              <Text>{MSG.generic.somethingWentWrong}</Text>
              <Button variant="light" onClick={() => void node.refetch()}>
                {UI.tryAgain}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    );
  }

  const current = node.data;
  // The server's answer for this node (portfolioNodeAbilities), not a role check of our own.
  const canShape = current.can.edit;
  const initiative = current.parentId ? initiatives.find((i) => i.id === current.parentId) : undefined;
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      {canShape ? <BackToList /> : null}
      <NodeHeader node={current} initiative={initiative} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="details-heading"
          >
            <Stack gap="md">
              <Title order={2} fz="lg" id="details-heading">
                {UI.details}
              </Title>
              {canShape ? (
                // Keyed by node: moving to another node's page starts from its values.
                <PortfolioEditForm key={current.id} node={current} initiatives={initiatives} />
              ) : (
                <PortfolioSummary node={current} />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {current.level === 'Initiative' ? (
              <InitiativeProjects
                initiative={current}
                projects={projects}
                canAdd={canShape}
                status={portfolio.status}
                onRetry={() => void portfolio.refetch()}
              />
            ) : null}
            <NodeFeatures node={current} projects={projects} canAdd={canShape} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
