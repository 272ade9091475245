import type { Role } from '../common/constants.ts';
import { MSG } from '../messages.ts';

// The side menu of spec 000 §2 and its role rules of §6, as data plus pure functions so the
// server (route guards) and the web (what to show) apply exactly the same rules.

export interface MenuEntry {
  id: string;
  label: string;
  path: string;
  tooltip?: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  /** A group with a single path and no entries is a plain link (Dashboard, Backlog …). */
  path?: string;
  tooltip?: string;
  entries: MenuEntry[];
}

export const MENU: readonly MenuGroup[] = [
  { id: 'Dashboard', label: 'Dashboard', path: '/dashboard', entries: [] },
  {
    id: 'Squad',
    label: 'Squad',
    entries: [
      { id: 'Create Squad', label: 'Create Squad', path: '/squad/create-squad' },
      { id: 'Squad List', label: 'Squad List', path: '/squad/squad-list' },
    ],
  },
  {
    id: 'Portfolio',
    label: 'Portfolio',
    entries: [
      { id: 'Idea Canvas', label: 'Idea Canvas', path: '/portfolio/idea-canvas' },
      { id: 'Create Portfolio', label: 'Create Portfolio', path: '/portfolio/create-portfolio' },
      { id: 'Portfolio List', label: 'Portfolio List', path: '/portfolio/portfolio-list' },
    ],
  },
  { id: 'Backlog', label: 'Backlog', path: '/backlog', entries: [] },
  {
    id: 'Sprint',
    label: 'Sprint',
    entries: [
      { id: 'Active Sprint', label: 'Active Sprint', path: '/sprint/active-sprint' },
      { id: 'Past Sprints', label: 'Past Sprints', path: '/sprint/past-sprints' },
    ],
  },
  {
    id: 'Retro',
    label: 'Retro',
    entries: [
      { id: 'Create Retro', label: 'Create Retro', path: '/retro/create-retro' },
      { id: 'Retro List', label: 'Retro List', path: '/retro/retro-list' },
      { id: 'Archive', label: 'Archive', path: '/retro/archive' },
      { id: 'Retro Calendar', label: 'Retro Calendar', path: '/calender' },
    ],
  },
  { id: 'RAID', label: 'RAID', path: '/raid', tooltip: MSG.raid.tooltip, entries: [] },
  { id: 'Actions', label: 'Actions', path: '/actions', entries: [] },
  { id: 'Release Plan', label: 'Release Plan', path: '/release-plan', entries: [] },
  {
    id: 'Configuration Settings',
    label: 'Configuration Settings',
    entries: [
      { id: 'Permissions', label: 'Permissions', path: '/configuration-settings/permissions' },
      { id: 'Sprint', label: 'Sprint', path: '/configuration-settings/sprint' },
      { id: 'Settings', label: 'Settings', path: '/configuration-settings/settings' },
    ],
  },
];

/** Entries each role loses (spec 000 §6). Permissions goes with its restricted path. */
const HIDDEN_ENTRIES: Record<Role, readonly string[]> = {
  SUPER_ADMIN: [],
  SQUAD_ADMIN: ['Create Squad', 'Settings', 'Permissions', 'Create Portfolio', 'Portfolio List'],
  SQUAD_MEMBER: ['Create Squad', 'Settings', 'Permissions', 'Create Portfolio', 'Portfolio List'],
};

/** Paths that redirect to /dashboard for roles other than Super Admin. */
export const RESTRICTED_PATHS: readonly string[] = [
  '/squad/create-squad',
  '/configuration-settings/permissions',
  '/configuration-settings/settings',
  '/portfolio/create-portfolio',
  '/portfolio/portfolio-list',
];

export function menuForRole(role: Role): MenuGroup[] {
  const hidden = new Set(HIDDEN_ENTRIES[role]);
  return MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => !hidden.has(e.id)) })).filter(
    (g) => g.path !== undefined || g.entries.length > 0,
  );
}

export function isPathAllowed(role: Role, path: string): boolean {
  if (role === 'SUPER_ADMIN') {
    return true;
  }
  const clean = path.replace(/\/+$/, '') || '/';
  // '/configuration-settings' with no child shows Permissions, so it is restricted as well.
  if (clean === '/configuration-settings') {
    return false;
  }
  return !RESTRICTED_PATHS.includes(clean);
}

/** The side menu is hidden in these sections (spec 000 §2 "Signed-in layout"). */
const NO_SIDE_MENU_SECTIONS = ['profile', 'edit-tab', 'portfolio', 'raid', 'admin-dashboard'];

export function showsSideMenu(path: string): boolean {
  const section = path.split('/').filter(Boolean)[0] ?? '';
  return !NO_SIDE_MENU_SECTIONS.includes(section);
}
