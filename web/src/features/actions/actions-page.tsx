import { Group, SegmentedControl, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ACTIONS_UI as UI } from './actions-strings.ts';
import {
  type ActionFilters,
  DEFAULT_ACTION_FILTERS,
  RetrospectiveView,
} from './components/retrospective-view.tsx';

type View = 'project' | 'retro';

/**
 * /actions: the Project and Retrospective views behind one toggle (spec 001 §2.3). The Project
 * view is the action registers' feature, which this one may not import: the router hands it in,
 * given the toggle to show in its header.
 */
export function ActionsPage({ projectView }: { projectView: (toggle: ReactNode) => ReactNode }) {
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
        projectView(toggle)
      ) : (
        <RetrospectiveView toggle={toggle} filters={filters} onFiltersChange={setFilters} />
      )}
    </Stack>
  );
}
