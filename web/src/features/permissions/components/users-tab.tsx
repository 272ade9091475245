import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import {
  USER_FILTER_LABELS,
  USER_FILTERS,
  type UserFilter,
  type UserListItem,
} from '@squadboard/domain/users/users.schema';
import { IconInfoCircle, IconPlus, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PageNav, pageCountOf } from '../../../components/list-pagination.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useUsers } from '../api/list-users.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { PERMISSIONS_UI as UI } from '../permissions-strings.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserTable } from './user-table.tsx';

const FILTER_OPTIONS = USER_FILTERS.map((value) => ({ value, label: USER_FILTER_LABELS[value] }));

/** Users tab: 'Total: N', Add, Upload (not yet), the Active / InActive filter and the list. */
export function UsersTab({ search }: { search: string }) {
  const [filter, setFilter] = useState<UserFilter>('ACTIVE');
  // The page belongs to one filter and search; a new one starts again on page 1.
  const [paging, setPaging] = useState({ filter, search, page: 1 });
  const page = paging.filter === filter && paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, search, page: next });
  // The edited user outlives the close animation, so the title does not flip while it fades.
  const [dialog, setDialog] = useState<{ opened: boolean; user: UserListItem | null }>({
    opened: false,
    user: null,
  });

  const users = useUsers({ page, filter, search });
  const resend = useResendInvitation();
  const data = users.data;
  const pages = data ? pageCountOf(data.total, data.pageSize) : 1;

  // After edits the last page may be gone: show the new last page instead of an empty one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > pages) {
      setPaging({ filter, search, page: pages });
    }
  }, [data, page, pages, filter, search]);

  useEffect(() => {
    if (users.isError) {
      showFailure(users.error, { fallback: MSG.permissions.listFailed });
    }
  }, [users.isError, users.error]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz="lg" aria-live="polite">
          {MSG.permissions.total(data?.total ?? 0)}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={UI.statusFilter}
            data={FILTER_OPTIONS}
            value={filter}
            onChange={(value) => setFilter(value === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE')}
            allowDeselect={false}
            w={130}
          />
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled
            title={UI.uploadSoon}
          >
            {UI.upload}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ opened: true, user: null })}
          >
            {UI.add}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} aria-busy={users.isFetching}>
        {users.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={UI.loading} />
          </Center>
        ) : users.isError && !data ? (
          <Alert color="red" variant="light" m="md" title={MSG.permissions.listFailed}>
            <Button size="xs" variant="light" color="red" onClick={() => void users.refetch()}>
              {UI.tryAgain}
            </Button>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Group gap="xs" p="lg" justify="center" c="dimmed">
            <IconInfoCircle size={18} aria-hidden />
            <Text>{MSG.permissions.noUsers}</Text>
          </Group>
        ) : (
          <UserTable
            users={data?.items ?? []}
            onEdit={(user) => setDialog({ opened: true, user })}
            onResendInvitation={(user) =>
              resend.mutate(user.id, {
                onSuccess: (result) => toast.success(result.message),
                onError: (error) => showFailure(error),
              })
            }
          />
        )}
      </Paper>

      <PageNav
        total={data?.total ?? 0}
        pageSize={data?.pageSize ?? 1}
        page={page}
        onChange={setPage}
        label={UI.usersPagination}
        centered
      />

      <UserFormDialog
        opened={dialog.opened}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        user={dialog.user}
      />
    </Stack>
  );
}
