import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconBriefcase, IconDownload, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListLoadFailed } from '../../components/list-states.tsx';
import { usePortfolio, usePortfolioCan } from '../../entities/work-item/api/portfolio.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PortfolioTreeSkeleton, PortfolioTreeView } from './components/portfolio-tree-view.tsx';
import { CREATE_PATH, CSV_PATH } from './portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';
import { buildPortfolioTree, levelCounts } from './portfolio-tree.ts';

function EmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <Paper withBorder radius="md">
      <Stack align="center" gap="sm" py="xl" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconBriefcase size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {UI.emptyTitle}
        </Title>
        <Text c="dimmed" ta="center" maw={440}>
          {MSG.portfolio.empty}
        </Text>
        {canCreate ? (
          <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
            {UI.createTitle}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /portfolio/portfolio-list: Super Admins only (the layout sends other roles to the dashboard).
 * Every Initiative with its Projects, their owners, plans, counts and progress. The whole
 * portfolio comes in one answer: an organisation has tens of these, not thousands.
 */
export function PortfolioListPage() {
  usePageTitle(UI.listTitle);
  // The server's answer (the list's can.create), not a role check of our own.
  const canCreate = usePortfolioCan().data?.create === true;
  const portfolio = usePortfolio();
  const tree = useMemo(() => buildPortfolioTree(portfolio.data ?? []), [portfolio.data]);
  const levels = portfolio.data ? levelCounts(portfolio.data) : null;

  let content: ReactNode;
  if (portfolio.isPending) {
    content = <PortfolioTreeSkeleton />;
  } else if (portfolio.isError) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void portfolio.refetch()} />;
  } else if (tree.length === 0) {
    content = <EmptyState canCreate={canCreate} />;
  } else {
    content = <PortfolioTreeView entries={tree} />;
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader
        title={UI.listTitle}
        total={levels && tree.length > 0 ? UI.total(levels.initiatives, levels.projects) : null}
        actions={
          <Group gap="sm">
            <Button
              component="a"
              href={CSV_PATH}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {UI.exportCsv}
            </Button>
            {canCreate ? (
              <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
                {UI.create}
              </Button>
            ) : null}
          </Group>
        }
      />
      {content}
    </Stack>
  );
}
