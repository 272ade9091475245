import { Stack } from '@mantine/core';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import { type ReactNode, useEffect, useState } from 'react';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListLoading } from '../../components/list-states.tsx';
import { showFailure } from '../../lib/failures.ts';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useArchiveRetro } from './api/archive-retro.ts';
import { useRetros } from './api/list-retros.ts';
import { ArchivedRetroCard } from './components/archived-retro-card.tsx';
import { EmptyList, ListError, ListPagination } from './components/retro-list-parts.tsx';
import { SquadFilter } from './components/squad-filter.tsx';
import { RETROS_UI as UI } from './retros-strings.ts';

/** /retro/archive: completed and archived retros, newest first, each opening its board read-only. */
export function RetroArchivePage() {
  usePageTitle(UI.archiveTitle);
  const [page, setPage] = useState(1);
  const [squadId, setSquadId] = useState<string | null>(null);
  const retros = useRetros('archive', page, squadId);
  const chooseSquad = (next: string | null) => {
    setSquadId(next);
    setPage(1);
  };
  const archive = useArchiveRetro();

  const total = retros.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RETRO_LIMITS.pageSize));
  useEffect(() => {
    if (retros.data && page > pages) {
      setPage(pages);
    }
  }, [retros.data, page, pages]);

  const items = retros.data?.items ?? [];
  let content: ReactNode;
  if (retros.isPending) {
    content = <ListLoading label={UI.archiveTitle} />;
  } else if (retros.isError) {
    content = <ListError onRetry={() => void retros.refetch()} />;
  } else if (items.length === 0) {
    content = <EmptyList title={UI.emptyArchiveTitle} text={UI.emptyArchive} canCreate={false} />;
  } else {
    content = (
      <Stack gap="sm">
        {items.map((retro) => (
          <ArchivedRetroCard
            key={retro.id}
            retro={retro}
            archiving={archive.isPending && archive.variables === retro.id}
            onArchive={(r) =>
              archive.mutate(r.id, {
                onSuccess: (message) => {
                  if (message) {
                    toast.success(message);
                  }
                },
                onError: (error) => showFailure(error),
              })
            }
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader title={UI.archiveTitle} total={retros.data ? UI.total(total) : null} />
      <SquadFilter value={squadId} onChange={chooseSquad} />
      {content}
      <ListPagination total={total} pageSize={RETRO_LIMITS.pageSize} page={page} onChange={setPage} />
    </Stack>
  );
}
