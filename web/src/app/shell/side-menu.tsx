import { ActionIcon, Box, Menu, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { type MenuGroup, menuForRole, type Role } from '@squadboard/domain';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconChecklist,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListDetails,
  IconMessages,
  IconRocket,
  IconRun,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SHELL_UI as UI } from '../shell-strings.ts';

const ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  Dashboard: IconLayoutDashboard,
  Squad: IconUsersGroup,
  Portfolio: IconBriefcase,
  Backlog: IconListDetails,
  Sprint: IconRun,
  Retro: IconMessages,
  RAID: IconAlertTriangle,
  Actions: IconChecklist,
  'Release Plan': IconRocket,
  'Configuration Settings': IconSettings,
};

function GroupIcon({ id }: { id: string }) {
  const Icon = ICONS[id] ?? IconLayoutDashboard;
  return <Icon size={20} stroke={1.6} />;
}

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function groupContains(group: MenuGroup, pathname: string): boolean {
  return group.entries.some((entry) => isActive(pathname, entry.path));
}

interface SideMenuProps {
  role: Role;
  /** Icon-only rail; only offered on desktop. */
  collapsed: boolean;
  /** Absent in the mobile drawer, which has its own close button. */
  onToggleCollapsed?: () => void;
}

export function SideMenu({ role, collapsed, onToggleCollapsed }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = menuForRole(role);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(groups.map((g) => [g.id, groupContains(g, pathname)])),
  );

  // Following a link elsewhere (top bar, dashboard) opens the group that now holds the page.
  useEffect(() => {
    const current = menuForRole(role).find((g) => groupContains(g, pathname));
    if (current) {
      setOpenGroups((open) => (open[current.id] ? open : { ...open, [current.id]: true }));
    }
  }, [pathname, role]);

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} p={collapsed ? 'xs' : 'sm'} align={collapsed ? 'center' : 'stretch'}>
          {groups.map((group) =>
            collapsed ? (
              <RailItem key={group.id} group={group} pathname={pathname} />
            ) : (
              <ExpandedItem
                key={group.id}
                group={group}
                pathname={pathname}
                opened={openGroups[group.id] ?? false}
                onOpenedChange={(opened) => setOpenGroups((open) => ({ ...open, [group.id]: opened }))}
              />
            ),
          )}
        </Stack>
      </ScrollArea>
      {onToggleCollapsed ? (
        <Box
          p="xs"
          style={{
            borderTop: '1px solid var(--mantine-color-default-border)',
            display: 'flex',
            justifyContent: collapsed ? 'center' : 'flex-end',
          }}
        >
          <Tooltip label={collapsed ? UI.expandMenu : UI.collapseMenu} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? UI.expandMenu : UI.collapseMenu}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        </Box>
      ) : null}
    </Box>
  );
}

interface ExpandedItemProps {
  group: MenuGroup;
  pathname: string;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

function ExpandedItem({ group, pathname, opened, onOpenedChange }: ExpandedItemProps) {
  if (group.path !== undefined) {
    const link = (
      <NavLink
        component={Link}
        to={group.path}
        label={group.label}
        leftSection={<GroupIcon id={group.id} />}
        active={isActive(pathname, group.path)}
        aria-current={isActive(pathname, group.path) ? 'page' : undefined}
      />
    );
    return group.tooltip ? (
      <Tooltip label={group.tooltip} position="right" openDelay={300}>
        {link}
      </Tooltip>
    ) : (
      link
    );
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={<GroupIcon id={group.id} />}
      opened={opened}
      onChange={onOpenedChange}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {group.entries.map((entry) => (
        <NavLink
          key={entry.id}
          component={Link}
          to={entry.path}
          label={entry.label}
          active={isActive(pathname, entry.path)}
          aria-current={isActive(pathname, entry.path) ? 'page' : undefined}
        />
      ))}
    </NavLink>
  );
}

function RailItem({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const active = group.path !== undefined ? isActive(pathname, group.path) : groupContains(group, pathname);
  const variant = active ? 'light' : 'subtle';
  if (group.path !== undefined) {
    return (
      <Tooltip label={group.tooltip ?? group.label} position="right">
        <ActionIcon
          component={Link}
          to={group.path}
          variant={variant}
          color={active ? undefined : 'gray'}
          size="xl"
          aria-label={group.label}
          aria-current={active ? 'page' : undefined}
        >
          <GroupIcon id={group.id} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" offset={8} width={200}>
      <Menu.Target>
        <ActionIcon variant={variant} color={active ? undefined : 'gray'} size="xl" aria-label={group.label}>
          <GroupIcon id={group.id} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{group.label}</Menu.Label>
        {group.entries.map((entry) => (
          <Menu.Item key={entry.id} component={Link} to={entry.path}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
