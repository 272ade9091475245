import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ACTIONS_UI as UI } from './actions-strings.ts';
import { ProjectView } from './components/project-view.tsx';
import {
  type ActionFilters,
  DEFAULT_ACTION_FILTERS,
  RetrospectiveView,
} from './components/retrospective-view.tsx';

type View = 'project' | 'retro';

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
        <ProjectView toggle={toggle} />
      ) : (
        <RetrospectiveView toggle={toggle} filters={filters} onFiltersChange={setFilters} />
      )}
    </Stack>
  );
}
