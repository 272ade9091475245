import { Accordion, Button, Group, Select, Stack } from '@mantine/core';
import type {
  ActionRegister,
  ActionRegisterFilter,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_PAGE_SIZES } from '@squadboard/domain/actions/action.schema';
import { IconLayoutList, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedFooter, pageCountOf } from '../../../components/list-pagination.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { UI as COMMON_UI } from '../../../lib/ui-strings.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { useActionRegisters } from '../api/list-action-registers.ts';
import { ActionRegisterAccordionItem } from './action-register-accordion-item.tsx';
import { ActionRegisterFormModal } from './action-register-form-modal.tsx';
import { ActionRegisterItemModal, type ItemEditing } from './action-register-item-modal.tsx';
import {
  DeleteActionRegisterDialog,
  useActionRegisterStatusChange,
} from './delete-action-register-dialog.tsx';

const STATUS_FILTERS: { value: ActionRegisterFilter; label: string }[] = [
  { value: 'all', label: UI.all },
  { value: 'Open', label: 'Open' },
  { value: 'Closed', label: 'Closed' },
  { value: 'Archive', label: 'Archive' },
];

/** The register modal: closed, adding (null) or editing a register. */
type Editing = { actionRegister: ActionRegister | null } | null;

/** Spec 001 §2.3 Project view: registers by status, one expanded at a time, their items. */
export function ProjectView({ toggle }: { toggle: ReactNode }) {
  const [status, setStatus] = useState<ActionRegisterFilter>('Open');
  const [pageSize, setPageSize] = useState(5);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ActionRegister | null>(null);
  const [itemEditing, setItemEditing] = useState<ItemEditing>(null);
  const statusChange = useActionRegisterStatusChange();
  const actionRegisters = useActionRegisters({ status, page, pageSize });

  const total = actionRegisters.data?.total ?? 0;
  const pages = pageCountOf(total, pageSize);
  const items = actionRegisters.data?.items ?? [];
  // Archiving or deleting the last register of the last page leaves it empty: step back.
  useEffect(() => {
    if (actionRegisters.data && page > pages) {
      setPage(pages);
    }
  }, [actionRegisters.data, page, pages]);
  // Spec: the first register is opened after loading; a refetch keeps the one the user chose.
  const ids = items.map((r) => r.id).join(',');
  useEffect(() => {
    const shown = ids ? ids.split(',') : [];
    setExpanded((current) => (current && shown.includes(current) ? current : (shown[0] ?? null)));
  }, [ids]);

  let content: ReactNode;
  if (actionRegisters.isPending) {
    content = <ListLoading label={UI.loading} />;
  } else if (actionRegisters.isError) {
    content = (
      <ListLoadFailed retryLabel={COMMON_UI.tryAgain} onRetry={() => void actionRegisters.refetch()} />
    );
  } else if (items.length === 0) {
    const filtered = status !== 'Open' && status !== 'all';
    content = (
      <ListEmpty
        icon={<IconLayoutList size={28} />}
        title={filtered ? UI.noMatch : UI.emptyTitle}
        text={filtered ? null : UI.empty}
      />
    );
  } else {
    content = (
      <Accordion
        variant="separated"
        radius="md"
        value={expanded}
        onChange={setExpanded}
        aria-label={UI.list}
        aria-busy={actionRegisters.isFetching}
      >
        {items.map((actionRegister) => (
          <ActionRegisterAccordionItem
            key={actionRegister.id}
            actionRegister={actionRegister}
            opened={expanded === actionRegister.id}
            onEdit={(r) => setEditing({ actionRegister: r })}
            onArchive={(r) => statusChange.run(r, 'Archive')}
            onDelete={setDeleting}
            onOpenItem={(r, item) => setItemEditing({ actionRegister: r, item })}
          />
        ))}
      </Accordion>
    );
  }

  return (
    <Stack gap="md">
      <ListPageHeader
        title={actionRegisters.data ? UI.header(total) : UI.pageTitle}
        actions={
          <Group gap="sm">
            {toggle}
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing({ actionRegister: null })}
            >
              {UI.newActionRegister}
            </Button>
          </Group>
        }
      />
      <Group>
        <Select
          label={UI.statusFilter}
          data={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus((value ?? 'Open') as ActionRegisterFilter);
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {content}
      <PagedFooter
        total={total}
        pageSize={pageSize}
        page={page}
        onChange={setPage}
        shown={items.length}
        pageSizes={ACTION_PAGE_SIZES}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        pageSizeLabel={UI.pageSize}
        label={UI.pagination}
        rangeTestId="register-range"
      />
      <ActionRegisterFormModal
        opened={editing !== null}
        editing={editing?.actionRegister ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteActionRegisterDialog actionRegister={deleting} onClose={() => setDeleting(null)} />
      <ActionRegisterItemModal editing={itemEditing} onClose={() => setItemEditing(null)} />
    </Stack>
  );
}
