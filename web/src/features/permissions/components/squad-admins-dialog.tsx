import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import type { RoleUser } from '@squadboard/domain/users/users.schema';
import { IconUserMinus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSquadAdmins } from '../api/save-squad-admins.ts';
import { useSquadAdminCandidates } from '../api/squad-admin-candidates.ts';
import { useSquadAdmins } from '../api/squad-admins.ts';
import { PERMISSIONS_UI as UI } from '../permissions-strings.ts';

/** ADD ROLES (spec 000 §2): remove current Squad Admins, add Squad Members, one Save. */
export function SquadAdminsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={UI.addRolesTitle} centered size="lg">
      <SquadAdminsForm onClose={onClose} />
    </Modal>
  );
}

function CurrentAdmin({ user, onRemove }: { user: RoleUser; onRemove: () => void }) {
  const name = fullNameOf(user);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" px="sm" py={6}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar user={{ ...user, avatarUrl: null }} size={32} />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Stack>
      </Group>
      <ActionIcon variant="subtle" color="red" aria-label={UI.remove(name)} onClick={onRemove}>
        <IconUserMinus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function SquadAdminsForm({ onClose }: { onClose: () => void }) {
  const admins = useSquadAdmins(true);
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<string[]>([]);
  // Picked users keep their label even when a later search no longer returns them.
  const [picked, setPicked] = useState<Record<string, RoleUser>>({});
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const candidates = useSquadAdminCandidates(debouncedSearch, true);
  const save = useSaveSquadAdmins();

  const options = useMemo(() => {
    const byId = new Map<string, RoleUser>(Object.entries(picked));
    for (const user of candidates.data ?? []) {
      byId.set(user.id, user);
    }
    return [...byId.values()].map((user) => ({ value: user.id, label: fullNameOf(user), email: user.email }));
  }, [picked, candidates.data]);
  const emailOf = useMemo(() => new Map(options.map((o) => [o.value, o.email])), [options]);

  const choose = (ids: string[]) => {
    const known = new Map((candidates.data ?? []).map((u) => [u.id, u]));
    setPicked((current) => {
      const next: Record<string, RoleUser> = {};
      for (const id of ids) {
        const user = current[id] ?? known.get(id);
        if (user) {
          next[id] = user;
        }
      }
      return next;
    });
    setAdded(ids);
  };

  const remaining = (admins.data ?? []).filter((a) => !removed.includes(a.id));
  const unchanged = removed.length === 0 && added.length === 0;

  const submit = () => {
    save.mutate(
      { add: added, remove: removed },
      {
        onSuccess: () => {
          toast.success(MSG.permissions.roleSaved);
          onClose();
        },
        onError: (error) => showFailure(error, { fallback: MSG.permissions.roleSaveFailed }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {UI.currentSquadAdmins}
        </Title>
        <Paper withBorder radius="md" p={4} mah={260} style={{ overflowY: 'auto' }}>
          {admins.isPending ? (
            <Center py="md">
              <Loader size="sm" aria-label={UI.loading} />
            </Center>
          ) : admins.isError ? (
            <Alert color="red" variant="light" title={MSG.generic.somethingWentWrong}>
              <Button size="xs" variant="light" color="red" onClick={() => void admins.refetch()}>
                {UI.tryAgain}
              </Button>
            </Alert>
          ) : remaining.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {UI.noSquadAdmins}
            </Text>
          ) : (
            <ul aria-label={UI.currentSquadAdmins} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {remaining.map((user) => (
                <li key={user.id}>
                  <CurrentAdmin user={user} onRemove={() => setRemoved((r) => [...r, user.id])} />
                </li>
              ))}
            </ul>
          )}
        </Paper>
        {removed.length > 0 ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              {UI.pendingRemoval(removed.length)}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => setRemoved([])}>
              {UI.undoRemovals}
            </Anchor>
          </Group>
        ) : null}
      </Stack>

      <MultiSelect
        label={UI.addSquadAdmins}
        description={UI.addSquadAdminsHint}
        placeholder={added.length === 0 ? UI.searchMembers : undefined}
        data={options}
        value={added}
        onChange={choose}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already searched names and e-mails; filtering labels again would drop e-mail hits.
        filter={({ options: all }) => all}
        hidePickedOptions
        nothingFoundMessage={candidates.isFetching ? UI.loading : UI.noMembersFound}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {emailOf.get(option.value)}
            </Text>
          </Stack>
        )}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={240}
      />

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {UI.cancel}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={unchanged}>
          {UI.save}
        </Button>
      </Group>
    </Stack>
  );
}
