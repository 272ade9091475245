import { Button, Stack } from '@mantine/core';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListLoading } from '../../components/list-states.tsx';
import { roomPath } from '../../entities/retro/room-path.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRetros } from './api/list-retros.ts';
import { type ActiveRetroActions, ActiveRetroCard } from './components/active-retro-card.tsx';
import { ConfirmRetroDialog, type PendingAction } from './components/confirm-retro-dialog.tsx';
import { CREATE_PATH, EmptyList, ListError, ListPagination } from './components/retro-list-parts.tsx';
import { SquadFilter } from './components/squad-filter.tsx';
import { StartRetroDialog } from './components/start-retro-dialog.tsx';
import { RETROS_UI as UI } from './retros-strings.ts';

/** /retro/retro-list: scheduled and running retros of the caller's squads. */
export function RetroListPage() {
  usePageTitle(UI.listTitle);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [squadId, setSquadId] = useState<string | null>(null);
  const retros = useRetros('active', page, squadId);
  // The server's answer (canCreateRetros), not a role check of our own.
  const canCreate = retros.data?.can.create === true;
  const chooseSquad = (next: string | null) => {
    setSquadId(next);
    setPage(1);
  };
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [starting, setStarting] = useState<Retro | null>(null);

  const total = retros.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RETRO_LIMITS.pageSize));
  // Cancelling the last retro of the last page leaves it empty: step back to one that exists.
  useEffect(() => {
    if (retros.data && page > pages) {
      setPage(pages);
    }
  }, [retros.data, page, pages]);

  const join = (retro: Retro) => void navigate(roomPath(retro.room));
  const actions: ActiveRetroActions = {
    // Starting opens the room to the whole squad at once, so it asks first.
    onStart: setStarting,
    onJoin: join,
    onCancel: (retro) => setPending({ retro, action: 'cancel' }),
    onDelete: (retro) => setPending({ retro, action: 'delete' }),
  };

  const items = retros.data?.items ?? [];
  let content: ReactNode;
  if (retros.isPending) {
    content = <ListLoading label={UI.listTitle} />;
  } else if (retros.isError) {
    content = <ListError onRetry={() => void retros.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyList
        title={UI.emptyTitle}
        text={canCreate ? UI.emptyAdmin : UI.emptyMember}
        canCreate={canCreate}
      />
    );
  } else {
    content = (
      <Stack gap="sm">
        {items.map((retro) => (
          <ActiveRetroCard key={retro.id} retro={retro} actions={actions} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader
        title={UI.listTitle}
        total={retros.data ? UI.total(total) : null}
        actions={
          canCreate ? (
            <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
              {UI.newRetro}
            </Button>
          ) : null
        }
      />
      <SquadFilter value={squadId} onChange={chooseSquad} />
      {content}
      <ListPagination total={total} pageSize={RETRO_LIMITS.pageSize} page={page} onChange={setPage} />
      <ConfirmRetroDialog pending={pending} onClose={() => setPending(null)} />
      <StartRetroDialog retro={starting} onClose={() => setStarting(null)} onStarted={join} />
    </Stack>
  );
}
