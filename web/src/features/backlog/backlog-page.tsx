import { Select, Stack } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { useVisibleSquads } from '../../entities/squad/api/visible-squads.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BACKLOG_UI as UI } from './backlog-strings.ts';
import { SquadBacklog } from './components/squad-backlog.tsx';

/** /backlog: a squad's ranked backlog (issue 13). The chosen squad lives in the address (?squad=). */
export function BacklogPage() {
  usePageTitle(UI.pageTitle);
  const [params, setParams] = useSearchParams();
  const squads = useVisibleSquads();
  const list = squads.data ?? [];
  const wanted = params.get('squad');
  // A squad named in the address opens at once, its backlog loading alongside the squad list
  // rather than after it; once the list is in, a squad the caller cannot see falls back to
  // their first (the server would refuse its backlog anyway).
  const provisional = squads.isPending && wanted ? { id: wanted, name: '', canConfigure: false } : null;
  const squad = list.find((s) => s.id === wanted) ?? list[0] ?? provisional;

  let body: React.ReactNode;
  if (squad) {
    body = (
      // Keyed: another squad starts with its own filters, ticks and scroll.
      <SquadBacklog
        key={squad.id}
        squad={squad}
        picker={
          <Select
            label={UI.squad}
            placeholder={UI.squadPlaceholder}
            data={list.map((s) => ({ value: s.id, label: s.name }))}
            value={squad.id}
            onChange={(id) => id && setParams({ squad: id }, { replace: true })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 320 }}
          />
        }
      />
    );
  } else {
    let state: React.ReactNode;
    if (squads.isPending) {
      state = <ListLoading label={UI.loadingSquads} />;
    } else if (squads.isError) {
      state = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void squads.refetch()} />;
    } else {
      state = <ListEmpty icon={<IconUsersGroup size={28} />} title={MSG.workItems.noSquads} />;
    }
    body = (
      <>
        <ListPageHeader title={UI.pageTitle} />
        {state}
      </>
    );
  }
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
      {body}
    </Stack>
  );
}
