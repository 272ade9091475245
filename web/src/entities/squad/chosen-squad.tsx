import { Select } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { canCreateSquad } from '@squadboard/domain/squads/squad.rules';
import { IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { MadeElsewhere } from '../../components/made-elsewhere.tsx';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { type SquadChoice, useSquadChoices } from './api/squad-choices.ts';

// Pages about one squad at a time (the backlog, the active sprint, past sprints) keep the chosen
// squad in the address (?squad=), so a link or a reload opens the same one. One hook, one picker
// and one "no squad to show" state for all of them.

export const SQUAD_PICKER_UI = {
  squad: 'Squad',
  placeholder: 'Choose a squad',
  loading: 'Loading squads',
  tryAgain: 'Try again',
} as const;

const NO_ABILITIES: SquadChoice['can'] = {
  createRetro: false,
  planSprints: false,
  runSprints: false,
  configure: false,
};

export function useChosenSquad() {
  const [params, setParams] = useSearchParams();
  const squads = useSquadChoices();
  const list = squads.data?.items ?? [];
  const wanted = params.get('squad');
  // A squad named in the address opens at once, its data loading alongside the squad list rather
  // than after it; once the list is in, a squad the caller cannot see falls back to their first
  // (the server would refuse its data anyway).
  const provisional: SquadChoice | null =
    squads.isPending && wanted ? { id: wanted, name: '', can: NO_ABILITIES } : null;
  const squad = list.find((s) => s.id === wanted) ?? list[0] ?? provisional;
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('squad', id);
        return next;
      },
      { replace: true },
    );
  return { squads, list, squad, choose };
}

type ChosenSquad = ReturnType<typeof useChosenSquad>;

export function SquadPicker({ chosen }: { chosen: ChosenSquad }) {
  const { list, squad, choose } = chosen;
  return (
    <Select
      label={SQUAD_PICKER_UI.squad}
      placeholder={SQUAD_PICKER_UI.placeholder}
      data={list.map((s) => ({ value: s.id, label: s.name }))}
      value={squad?.id ?? null}
      onChange={(id) => id && choose(id)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 320 }}
    />
  );
}

/** Shown instead of a squad's page while there is no squad to show: loading, failed, or none. */
export function NoChosenSquad({ chosen }: { chosen: ChosenSquad }) {
  const { squads } = chosen;
  const user = useOptionalSessionUser();
  if (squads.isPending) {
    return <ListLoading label={SQUAD_PICKER_UI.loading} />;
  }
  if (squads.isError) {
    return <ListLoadFailed retryLabel={SQUAD_PICKER_UI.tryAgain} onRetry={() => void squads.refetch()} />;
  }
  // Those who may make a squad are shown where; the others wait to be added to one.
  return (
    <ListEmpty
      icon={<IconUsersGroup size={28} />}
      title={MSG.workItems.noSquads}
      action={user && canCreateSquad(user.role) ? <MadeElsewhere need="squad" /> : null}
    />
  );
}
