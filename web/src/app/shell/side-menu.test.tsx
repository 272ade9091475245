import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG, type Role } from '@squadboard/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { SideMenu } from './side-menu.tsx';

function renderMenu(role: Role, path = '/dashboard') {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu role={role} collapsed={false} onToggleCollapsed={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('SideMenu', () => {
  it('gives a Super Admin every group, including Configuration Settings', () => {
    renderMenu('SUPER_ADMIN', '/squad/create-squad');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configuration Settings' })).toBeTruthy();
    // The group holding the current page starts open.
    expect(screen.getByRole('link', { name: 'Create Squad' })).toBeTruthy();
  });

  it('hides admin-only entries from a Squad Member', () => {
    renderMenu('SQUAD_MEMBER', '/squad/squad-list');
    expect(screen.queryByRole('link', { name: 'Create Squad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Squad List' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configuration Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Portfolio' })).toBeTruthy();
  });

  it('hides Create Portfolio and Portfolio List from a Squad Admin', () => {
    renderMenu('SQUAD_ADMIN', '/portfolio/idea-canvas');
    expect(screen.getByRole('link', { name: 'Idea Canvas' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Portfolio' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Portfolio List' })).toBeNull();
  });

  it('marks the current page and names the collapse toggle', () => {
    renderMenu('SUPER_ADMIN', '/raid');
    expect(screen.getByRole('link', { name: 'RAID' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeTruthy();
    expect(MSG.raid.tooltip).toContain('Risks');
  });
});
