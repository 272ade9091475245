import { Button, CloseButton, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACTION_PAGE_SIZES,
  ACTION_STATUSES,
  type Action,
  type ActionListQuery,
} from '@squadboard/domain/actions/action.schema';
import { IconChecklist, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedFooter } from '../../../components/list-pagination.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import { toast } from '../../../lib/toast.ts';
import { normaliseSearch, pageCount } from '../action-format.ts';
import { ACTIONS_UI as UI } from '../actions-strings.ts';
import { useActions } from '../api/list-actions.ts';
import { ActionCard } from './action-card.tsx';
import { ActionFormModal } from './action-form-modal.tsx';
import { DeleteActionDialog } from './delete-action-dialog.tsx';

const SORTS = [
  { value: 'status', label: UI.sortStatus },
  { value: 'createdOn', label: UI.sortCreatedOn },
];
const STATUS_FILTERS = [
  { value: 'all', label: UI.allActions },
  ...ACTION_STATUSES.map((s) => ({ value: s, label: s })),
];

export type ActionFilters = Omit<ActionListQuery, 'search' | 'page'>;
type Filters = ActionFilters;
export const DEFAULT_ACTION_FILTERS: Filters = {
  squadId: 'all',
  status: 'all',
  sort: 'createdOn',
  pageSize: 5,
};

interface RetrospectiveViewProps {
  toggle: ReactNode;
  /** Held by the page so a trip to the Project view and back keeps the squad, sort and filter. */
  filters: Filters;
  onFiltersChange: (update: (current: Filters) => Filters) => void;
}

/** The modal: closed, adding (null) or editing an action. */
type Editing = { action: Action | null } | null;

/** Spec 001 §2.3 Retrospective view: filters, cards, pagination, add/edit and delete. */
export function RetrospectiveView({ toggle, filters, onFiltersChange: setFilters }: RetrospectiveViewProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(normaliseSearch(search), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Action | null>(null);
  const squads = useSquadChoices();
  const actions = useActions({ ...filters, search: debounced, page });

  const total = actions.data?.total ?? 0;
  const pages = pageCount(total, filters.pageSize);
  // Deleting the last card of the last page leaves that page empty: step back to one that exists.
  useEffect(() => {
    if (actions.data && page > pages) {
      setPage(pages);
    }
  }, [actions.data, page, pages]);

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const squadList = squads.data?.items ?? [];
  const openAdd = () => {
    if (squads.data && squadList.length === 0) {
      toast.info(UI.noSquads);
      return;
    }
    setEditing({ action: null });
  };

  const items = actions.data?.items ?? [];
  // A chosen squad is a scope, not a filter: an empty squad still reads "No actions yet".
  const filtered = debounced !== '' || filters.status !== 'all';
  let content: ReactNode;
  if (actions.isPending) {
    content = <ListLoading label={UI.loading} />;
  } else if (actions.isError) {
    content = <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void actions.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <ListEmpty
        icon={<IconChecklist size={28} />}
        title={filtered ? UI.noMatch : UI.emptyTitle}
        text={filtered ? null : UI.empty}
      />
    );
  } else {
    content = (
      <SimpleGrid
        component="ul"
        type="container"
        cols={{ base: 1, '560px': 2, '1000px': 3 }}
        spacing="md"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label={UI.pageTitle}
        aria-busy={actions.isFetching}
      >
        {items.map((action) => (
          <ActionCard
            key={action.id}
            action={action}
            onEdit={(a) => setEditing({ action: a })}
            onDelete={setDeleting}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <ListPageHeader
        title={actions.data ? UI.header(total) : UI.pageTitle}
        actions={
          <Group gap="sm">
            {toggle}
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd}>
              {UI.addActions}
            </Button>
          </Group>
        }
      />
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '900px': 4 }} spacing="sm">
        <Select
          label={UI.squadFilter}
          data={[
            { value: 'all', label: UI.allSquads },
            ...squadList.map((s) => ({ value: s.id, label: s.name })),
          ]}
          value={filters.squadId}
          onChange={(value) => change({ squadId: value ?? 'all' })}
          allowDeselect={false}
          searchable
        />
        <TextInput
          label={UI.searchLabel}
          placeholder={UI.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          type="search"
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
        />
        <Select
          label={UI.sortLabel}
          data={SORTS}
          value={filters.sort}
          onChange={(value) => change({ sort: (value ?? 'createdOn') as Filters['sort'] })}
          allowDeselect={false}
        />
        <Select
          label={UI.statusFilter}
          data={STATUS_FILTERS}
          value={filters.status}
          onChange={(value) => change({ status: (value ?? 'all') as Filters['status'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {content}
      <PagedFooter
        total={total}
        pageSize={filters.pageSize}
        page={page}
        onChange={setPage}
        shown={items.length}
        pageSizes={ACTION_PAGE_SIZES}
        onPageSizeChange={(pageSize) => change({ pageSize: pageSize as Filters['pageSize'] })}
        pageSizeLabel={UI.pageSize}
        label={UI.pagination}
        rangeTestId="action-range"
      />
      <ActionFormModal
        opened={editing !== null}
        editing={editing?.action ?? null}
        squads={squadList}
        defaultSquadId={filters.squadId === 'all' ? null : filters.squadId}
        onClose={() => setEditing(null)}
      />
      <DeleteActionDialog action={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
