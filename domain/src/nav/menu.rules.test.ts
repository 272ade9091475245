import { describe, expect, it } from 'vitest';
import { landingModeForPath, landingNavFor, publicPathKeepsSignedInUser } from './landing.rules.ts';
import { isPathAllowed, menuForRole, showsSideMenu } from './menu.rules.ts';

const entryIds = (role: Parameters<typeof menuForRole>[0]) =>
  menuForRole(role).flatMap((g) => [g.id, ...g.entries.map((e) => e.id)]);

describe('side menu per role', () => {
  it('shows a Super Admin everything', () => {
    const ids = entryIds('SUPER_ADMIN');
    for (const id of [
      'Create Squad',
      'Create Portfolio',
      'Portfolio List',
      'Permissions',
      'Settings',
      'Sprint',
    ]) {
      expect(ids).toContain(id);
    }
    expect(menuForRole('SUPER_ADMIN').map((g) => g.label)).toEqual([
      'Dashboard',
      'Squad',
      'Portfolio',
      'Backlog',
      'Sprint',
      'Retro',
      'RAID',
      'Actions',
      'Release Plan',
      'Configuration Settings',
    ]);
  });

  it.each(['SQUAD_ADMIN', 'SQUAD_MEMBER'] as const)('removes admin entries for %s', (role) => {
    const ids = entryIds(role);
    for (const id of ['Create Squad', 'Create Portfolio', 'Portfolio List', 'Settings', 'Permissions']) {
      expect(ids).not.toContain(id);
    }
    for (const id of ['Dashboard', 'Squad List', 'Idea Canvas', 'Create Retro', 'Actions', 'RAID']) {
      expect(ids).toContain(id);
    }
    // Sprint settings stay visible: the page itself locks Create for them.
    const config = menuForRole(role).find((g) => g.id === 'Configuration Settings');
    expect(config?.entries.map((e) => e.id)).toEqual(['Sprint']);
  });

  it('redirects restricted paths for non-super-admins only', () => {
    for (const path of [
      '/squad/create-squad',
      '/configuration-settings/permissions',
      '/configuration-settings',
      '/portfolio/create-portfolio',
      '/portfolio/portfolio-list/',
    ]) {
      expect(isPathAllowed('SQUAD_MEMBER', path)).toBe(false);
      expect(isPathAllowed('SQUAD_ADMIN', path)).toBe(false);
      expect(isPathAllowed('SUPER_ADMIN', path)).toBe(true);
    }
    expect(isPathAllowed('SQUAD_MEMBER', '/squad/squad-list')).toBe(true);
    expect(isPathAllowed('SQUAD_ADMIN', '/configuration-settings/sprint')).toBe(true);
  });

  it('hides the side menu in profile, edit-tab, portfolio, raid and admin-dashboard', () => {
    for (const path of [
      '/profile',
      '/edit-tab/work-item/3',
      '/portfolio/idea-canvas',
      '/raid',
      '/admin-dashboard',
    ]) {
      expect(showsSideMenu(path)).toBe(false);
    }
    for (const path of ['/dashboard', '/retro/retro-list', '/actions', '/raid-like-but-not']) {
      expect(showsSideMenu(path)).toBe(true);
    }
  });
});

describe('landing navigation', () => {
  it('maps public paths to modes', () => {
    expect(landingModeForPath('/sign-in')).toBe('sign-in');
    expect(landingModeForPath('/activate/abc')).toBe('otp');
    expect(landingModeForPath('/forgot-password')).toBe('forgot');
    expect(landingModeForPath('/join-retro/x')).toBe('join');
    expect(landingModeForPath('/billing-form')).toBe('plans');
    expect(landingModeForPath('/')).toBe('home');
  });

  it('never offers the button of the page the visitor is on', () => {
    expect(landingNavFor('sign-in').buttons).not.toContain('Sign in');
    expect(landingNavFor('sign-up').buttons).not.toContain('Get Started');
    expect(landingNavFor('join').buttons).not.toContain('Join Retro');
    expect(landingNavFor('home').anchors).toEqual(['Product', 'Features', 'Pricing', 'Contact']);
  });

  it('keeps signed-in visitors on join-retro and unsubscribe only', () => {
    expect(publicPathKeepsSignedInUser('/join-retro/abc')).toBe(true);
    expect(publicPathKeepsSignedInUser('/unsubscribe/1')).toBe(true);
    expect(publicPathKeepsSignedInUser('/sign-in')).toBe(false);
    expect(publicPathKeepsSignedInUser('/plans')).toBe(false);
  });
});
