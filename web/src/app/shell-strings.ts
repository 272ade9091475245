import { APP_NAME } from '../lib/ui-strings.ts';

// Labels of the shell (top bar, side menu, landing header and footer) that the spec does not
// quote; shared labels live in lib/ui-strings.ts.

export const SHELL_UI = {
  backToDashboard: 'Back to dashboard',
  copyright: (year: number) => `© ${year} ${APP_NAME}. All rights reserved.`,
  accountMenu: 'Account menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  mainNavigation: 'Main navigation',
  siteNavigation: 'Site',
  home: `${APP_NAME} home`,
} as const;
