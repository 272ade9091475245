import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, personName } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePortfolio } from '../../entities/work-item/api/portfolio.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreatePortfolioNode } from './api/create-portfolio-node.ts';
import { PortfolioFields } from './components/portfolio-fields.tsx';
import {
  emptyPortfolioForm,
  type PortfolioFormValues,
  showSaveError,
  toCreateBody,
  validateCreateForm,
} from './portfolio-form.ts';
import { LIST_PATH, nodePath } from './portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';
import { initiativesOf } from './portfolio-tree.ts';

/**
 * /portfolio/create-portfolio: Super Admins only (the layout sends other roles to the dashboard).
 * `?parentId=` (from an Initiative's page) starts a Project under that Initiative.
 */
export function CreatePortfolioPage() {
  usePageTitle(UI.createTitle);
  const portfolio = usePortfolio();
  const initiatives = useMemo(() => initiativesOf(portfolio.data ?? []), [portfolio.data]);

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.createTitle}
        </Title>
        <Text c="dimmed">{UI.createIntro}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
        {portfolio.isPending ? (
          <Center py="xl">
            <Loader aria-label={UI.loading} />
          </Center>
        ) : portfolio.isError ? (
          <Stack align="center" py="lg" gap="sm">
            <Text>{MSG.generic.somethingWentWrong}</Text>
            <Button variant="light" onClick={() => void portfolio.refetch()}>
              {UI.tryAgain}
            </Button>
          </Stack>
        ) : (
          <CreatePortfolioForm initiatives={initiatives} />
        )}
      </Paper>
    </Stack>
  );
}

/** Mounted once the Initiatives are known, so that a `?parentId=` can be checked against them. */
function CreatePortfolioForm({ initiatives }: { initiatives: PortfolioNode[] }) {
  const navigate = useNavigate();
  const me = useSessionUser();
  const [params] = useSearchParams();
  const create = useCreatePortfolioNode();
  const askedParent = params.get('parentId');
  const parent = initiatives.find((node) => node.id === askedParent);
  // Mantine validates only on submit and clears a field's error as it changes: errors appear
  // after the first attempt.
  const form = useForm<PortfolioFormValues>({
    initialValues: emptyPortfolioForm(
      { id: me.id, name: personName(me) },
      parent ? { level: 'Project', parentId: parent.id } : {},
    ),
    validate: validateCreateForm,
  });

  const submit = form.onSubmit((values) => {
    create.mutate(toCreateBody(values), {
      onSuccess: ({ node }) => {
        toast.success(MSG.portfolio.created(node.level));
        void navigate(nodePath(node.id));
      },
      onError: (error) => showSaveError(error, form),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <PortfolioFields form={form} initiatives={initiatives} withLevel />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={LIST_PATH}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {UI.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
