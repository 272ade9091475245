import { Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RolesTab } from './components/roles-tab.tsx';
import { UsersTab } from './components/users-tab.tsx';
import { PERMISSIONS_UI as UI } from './permissions-strings.ts';

type PermissionsTab = 'roles' | 'users';

/** /configuration-settings and /configuration-settings/permissions (Super Admin only). */
export function PermissionsPage() {
  usePageTitle(UI.title);
  // The tab lives in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab: PermissionsTab = params.get('tab') === 'users' ? 'users' : 'roles';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  const selectTab = (value: string | null) => {
    setParams(value === 'users' ? { tab: 'users' } : {}, { replace: true });
  };

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.title}
        </Title>
        {tab === 'users' ? (
          <TextInput
            aria-label={UI.searchUsers}
            placeholder={UI.searchPlaceholder}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 300 }}
            maxLength={100}
          />
        ) : null}
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={UI.tabsLabel} mb="md">
          <Tabs.Tab value="roles">{UI.tabRoles}</Tabs.Tab>
          <Tabs.Tab value="users">{UI.tabUsers}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="roles">
          <RolesTab />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersTab search={debouncedSearch} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
