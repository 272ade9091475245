import { Button, CloseButton, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { canCreateSquad, SQUAD_PAGE_SIZE } from '@squadboard/domain/squads/squad.rules';
import type { Squad } from '@squadboard/domain/squads/squads.schema';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { PageNav, pageCountOf } from '../../components/list-pagination.tsx';
import { ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { useSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSquads } from './api/list-squads.ts';
import { DeleteSquadDialog } from './components/delete-squad-dialog.tsx';
import { EditSquadDialog } from './components/edit-squad-dialog.tsx';
import { SquadDetailsDialog } from './components/squad-details-dialog.tsx';
import { type SquadActions, SquadCards, SquadTable } from './components/squad-list-view.tsx';
import { SQUADS_UI as UI } from './squads-strings.ts';

const CREATE_PATH = '/squad/create-squad';
const TABLE_QUERY = '(min-width: 57.5em)';

function EmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md">
      <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
        <IconUsersGroup size={28} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {UI.emptyTitle}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {canCreate ? UI.emptyAdmin : UI.emptyMember}
      </Text>
      {canCreate ? (
        <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          {UI.createTitle}
        </Button>
      ) : null}
    </Stack>
  );
}

/** /squad/squad-list: Super Admins see every squad, others the squads they lead or belong to. */
export function SquadListPage() {
  usePageTitle(UI.listTitle);
  const user = useSessionUser();
  const canCreate = canCreateSquad(user.role);
  // Beside the side menu a table needs the md breakpoint (920px); below it, cards read better.
  const isDesktop = useMediaQuery(TABLE_QUERY, true, { getInitialValueInEffect: false });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const squads = useSquads(debounced, page);
  const [editing, setEditing] = useState<Squad | null>(null);
  const [viewing, setViewing] = useState<Squad | null>(null);
  const [deleting, setDeleting] = useState<Squad | null>(null);

  const total = squads.data?.total ?? 0;
  const pages = pageCountOf(total, SQUAD_PAGE_SIZE);
  // Deleting the last squad of the last page leaves that page empty: step back to one that exists.
  useEffect(() => {
    if (squads.data && page > pages) {
      setPage(pages);
    }
  }, [squads.data, page, pages]);

  const actions: SquadActions = { onEdit: setEditing, onView: setViewing, onDelete: setDeleting };
  const items = squads.data?.items ?? [];
  const searching = debounced.length > 0;

  let content: ReactNode;
  if (squads.isPending) {
    content = <ListLoading label={UI.listTitle} />;
  } else if (squads.isError) {
    content = (
      <ListLoadFailed
        message={MSG.squads.listFailed}
        retryLabel={UI.tryAgain}
        onRetry={() => void squads.refetch()}
        framed={false}
      />
    );
  } else if (items.length === 0 && searching) {
    content = (
      <Text c="dimmed" ta="center" py="xl" px="md">
        {UI.noMatch(debounced)}
      </Text>
    );
  } else if (items.length === 0) {
    content = <EmptyState canCreate={canCreate} />;
  } else if (isDesktop) {
    content = <SquadTable squads={items} callerId={user.id} actions={actions} />;
  } else {
    content = <SquadCards squads={items} callerId={user.id} actions={actions} />;
  }

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <ListPageHeader
        title={UI.listTitle}
        total={squads.data ? UI.total(total) : null}
        actions={
          canCreate ? (
            <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
              {UI.newSquad}
            </Button>
          ) : null
        }
      />
      <TextInput
        aria-label={UI.searchLabel}
        placeholder={UI.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        rightSection={
          search ? (
            <CloseButton
              size="sm"
              aria-label={UI.clearSearch}
              onClick={() => {
                setSearch('');
                setPage(1);
              }}
            />
          ) : null
        }
        maw={{ base: '100%', sm: 420 }}
        type="search"
      />
      {isDesktop || squads.isPending || items.length === 0 ? (
        <Paper withBorder radius="md" p={isDesktop && items.length > 0 ? 'xs' : 0}>
          {content}
        </Paper>
      ) : (
        content
      )}
      <PageNav
        total={total}
        pageSize={SQUAD_PAGE_SIZE}
        page={page}
        onChange={setPage}
        label={UI.pagination}
        centered
      />
      <EditSquadDialog squad={editing} onClose={() => setEditing(null)} />
      <SquadDetailsDialog squad={viewing} onClose={() => setViewing(null)} />
      <DeleteSquadDialog squad={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
