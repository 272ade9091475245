import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { IDEA_LIMITS, type Idea, ZUpdateIdea } from '@squadboard/domain/ideas/idea.schema';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { useState } from 'react';
import { MadeElsewhere } from '../../../components/made-elsewhere.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { usePromoteIdea, useUpdateIdea } from '../api/ideas.ts';
import { IDEAS_UI as UI } from '../ideas-strings.ts';

export function EditIdeaModal({ idea, onClose }: { idea: Idea; onClose: () => void }) {
  const update = useUpdateIdea(idea.initiativeId);
  const form = useForm({
    initialValues: { title: idea.title, description: idea.description },
    validate: zodResolver(ZUpdateIdea),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: idea.id, body: ZUpdateIdea.parse(values) },
      {
        onSuccess: () => {
          toast.success(MSG.ideas.updated);
          onClose();
        },
        onError: (error) => showFailure(error, { form }),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={UI.editTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={UI.ideaTitle}
            required
            maxLength={IDEA_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={UI.description}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={IDEA_LIMITS.descriptionMax}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {UI.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Picks a project of the idea's initiative; the idea becomes a Feature there. */
export function PromoteIdeaModal({
  idea,
  projects,
  onClose,
}: {
  idea: Idea;
  projects: PortfolioNode[];
  onClose: () => void;
}) {
  const promote = usePromoteIdea(idea.initiativeId);
  const [projectId, setProjectId] = useState<string | null>(
    projects.length === 1 ? (projects[0]?.id ?? null) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!projectId) {
      setError(MSG.ideas.projectRequired);
      return;
    }
    promote.mutate(
      { id: idea.id, projectId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (failure) => showFailure(failure),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={UI.promoteTitle} centered>
      <Stack gap="md">
        <Text size="sm">{UI.promoteHint}</Text>
        {projects.length === 0 ? (
          <MadeElsewhere need="project" text={UI.noProjects} />
        ) : (
          <Select
            label={UI.project}
            placeholder={UI.projectPlaceholder}
            required
            data={projects.map((project) => ({
              value: project.id,
              label: acronymTitle(project.acronymId, project.title),
            }))}
            value={projectId}
            onChange={(value) => {
              setProjectId(value);
              setError(null);
            }}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={promote.isPending}>
            {UI.cancel}
          </Button>
          <Button onClick={confirm} loading={promote.isPending} disabled={projects.length === 0}>
            {UI.promote}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
