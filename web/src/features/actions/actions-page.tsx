import { Group, Paper, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutList } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ACTIONS_UI as UI } from './actions-strings.ts';
import {
  type ActionFilters,
  DEFAULT_ACTION_FILTERS,
  RetrospectiveView,
} from './components/retrospective-view.tsx';

type View = 'project' | 'retro';

/** Registers are a later piece of work (issue 6, Project view): say so rather than show nothing. */
function ProjectViewPlaceholder({ toggle }: { toggle: ReactNode }) {
  return (
    <Stack gap="md">
      <ListPageHeader title={UI.pageTitle} actions={toggle} />
      <Paper withBorder radius="md">
        <Stack align="center" gap="sm" py="xl" px="md">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconLayoutList size={28} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {UI.projectComingTitle}
          </Title>
          <Text c="dimmed" ta="center" maw={460}>
            {UI.projectComing}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /actions: the Project and Retrospective views behind one toggle (spec 001 §2.3). */
export function ActionsPage() {
  usePageTitle(UI.pageTitle);
  // The view lives in the address so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ActionFilters>(DEFAULT_ACTION_FILTERS);
  const view: View = params.get('view') === 'project' ? 'project' : 'retro';
  const toggle = (
    <Group>
      <SegmentedControl
        aria-label={UI.viewLabel}
        value={view}
        onChange={(next) => setParams(next === 'project' ? { view: 'project' } : {}, { replace: true })}
        data={[
          { value: 'project', label: UI.projectView },
          { value: 'retro', label: UI.retroView },
        ]}
      />
    </Group>
  );
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      {view === 'project' ? (
        <ProjectViewPlaceholder toggle={toggle} />
      ) : (
        <RetrospectiveView toggle={toggle} filters={filters} onFiltersChange={setFilters} />
      )}
    </Stack>
  );
}
