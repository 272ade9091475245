import { Stack } from '@mantine/core';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { NoChosenSquad, SquadPicker, useChosenSquad } from '../../entities/squad/chosen-squad.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BACKLOG_UI as UI } from './backlog-strings.ts';
import { SquadBacklog } from './components/squad-backlog.tsx';

/** /backlog: a squad's ranked backlog. The chosen squad lives in the address (?squad=). */
export function BacklogPage() {
  usePageTitle(UI.pageTitle);
  const chosen = useChosenSquad();
  const { squad } = chosen;
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
      {squad ? (
        // Keyed: another squad starts with its own filters, ticks and scroll.
        <SquadBacklog key={squad.id} squad={squad} picker={<SquadPicker chosen={chosen} />} />
      ) : (
        <>
          <ListPageHeader title={UI.pageTitle} />
          <NoChosenSquad chosen={chosen} />
        </>
      )}
    </Stack>
  );
}
