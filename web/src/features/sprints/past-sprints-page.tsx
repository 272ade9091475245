import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListLoading } from '../../components/list-states.tsx';
import { NoChosenSquad, SquadPicker, useChosenSquad } from '../../entities/squad/chosen-squad.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { pastSprintsQuery } from './past/api/past-sprints.ts';
import { PAST_UI as UI } from './past/past-sprints-strings.ts';

// The charts (recharts, most of this page's code) load beside the squad's figures, so the title
// and the squad picker show at once.
const SquadPastSprints = lazy(() =>
  import('./past/components/squad-past-sprints.tsx').then((m) => ({ default: m.SquadPastSprints })),
);

/** /sprint/past-sprints: a squad's completed sprints. The squad lives in the address (?squad=). */
export function PastSprintsPage() {
  usePageTitle(UI.pageTitle);
  const chosen = useChosenSquad();
  const squadId = chosen.squad?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (squadId) {
      void queryClient.prefetchQuery(pastSprintsQuery(squadId));
    }
  }, [queryClient, squadId]);
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }} maw={1200}>
      <ListPageHeader title={UI.pageTitle} />
      {squadId ? (
        <>
          <SquadPicker chosen={chosen} />
          <Suspense fallback={<ListLoading label={UI.loading} />}>
            <SquadPastSprints key={squadId} squadId={squadId} />
          </Suspense>
        </>
      ) : (
        <NoChosenSquad chosen={chosen} />
      )}
    </Stack>
  );
}
