import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { WORK_ITEM_LIMITS, ZCreateWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateFeature } from '../api/create-feature.ts';
import { useFeatures } from '../api/list-features.ts';
import { workItemPath } from '../portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';

// Built once: a resolver made per render would give the form new callbacks on every render.
const validateFeature = zodResolver(ZCreateWorkItem);

/** The inline add: a title, then Enter or the button; the field stays focused for the next one. */
function AddFeatureForm({ projectId }: { projectId: string }) {
  const create = useCreateFeature();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { title: '' },
    validate: (values) => validateFeature({ type: 'Feature', title: values.title, parentId: projectId }),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      { title: values.title.trim(), projectId },
      {
        onSuccess: () => {
          toast.success(MSG.workItems.created);
          form.reset();
          input.current?.focus();
        },
        onError: (error) => showFailure(error, { form }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          ref={input}
          aria-label={UI.newFeature}
          placeholder={UI.newFeaturePlaceholder}
          maxLength={WORK_ITEM_LIMITS.titleMax}
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
          {...form.getInputProps('title')}
        />
        <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
          {UI.addFeature}
        </Button>
      </Group>
    </form>
  );
}

interface NodeFeaturesProps {
  node: PortfolioNode;
  /** An Initiative's Projects, to say which one each Feature belongs to. */
  projects: readonly PortfolioNode[];
  /** A Super Admin on a Project's page: Features are theirs to add. */
  canAdd: boolean;
}

/** The Features under a Project, or under all of an Initiative's Projects. */
export function NodeFeatures({ node, projects, canAdd }: NodeFeaturesProps) {
  const features = useFeatures(node.id);
  const projectAcronyms = new Map(projects.map((p) => [p.id, p.acronymId]));
  const items = features.data ?? [];

  let list: ReactNode;
  if (features.isPending) {
    list = (
      <Stack gap="xs" role="status">
        <Text size="sm" c="dimmed">
          {UI.loadingFeatures}
        </Text>
        <Skeleton height={20} aria-hidden />
        <Skeleton height={20} width="70%" aria-hidden />
      </Stack>
    );
  } else if (features.isError) {
    list = (
      <Group gap="sm">
        <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
        <Button size="xs" variant="light" onClick={() => void features.refetch()}>
          {UI.tryAgain}
        </Button>
      </Group>
    );
  } else if (items.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {UI.noFeatures}
      </Text>
    );
  } else {
    list = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={UI.features}>
        {items.map((feature) => {
          const project = feature.projectId ? projectAcronyms.get(feature.projectId) : undefined;
          return (
            <Group component="li" key={feature.id} gap="xs" wrap="nowrap" align="center">
              <KindIcon kind="Feature" />
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Anchor component={Link} to={workItemPath(feature.id)} size="sm" fw={500}>
                  {acronymTitle(feature.acronymId, feature.title)}
                </Anchor>
                {project ? (
                  <Text size="xs" c="dimmed">
                    {UI.inProject(project)}
                  </Text>
                ) : null}
              </Stack>
              <StatusBadge statusId={feature.statusId} />
            </Group>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="features-heading"
    >
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} fz="lg" id="features-heading">
            {UI.features}
          </Title>
          {features.data ? (
            <Badge variant="light" color="gray" tt="none">
              {items.length}
            </Badge>
          ) : null}
        </Group>
        {canAdd && node.level === 'Project' ? <AddFeatureForm projectId={node.id} /> : null}
        {list}
      </Stack>
    </Paper>
  );
}
