import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar.tsx';
import { UserAvatar } from './user-avatar.tsx';

function renderIn(node: React.ReactNode) {
  return render(<MantineProvider>{node}</MantineProvider>);
}

const ADA = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('PersonAvatar', () => {
  it('names the person and shows initials when there is no picture', () => {
    renderIn(<UserAvatar user={{ ...ADA, avatarUrl: null }} />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.textContent).toBe('AL');
  });

  it('falls back to the initials, still named, when the picture cannot be loaded', () => {
    const { container } = renderIn(<UserAvatar user={{ ...ADA, avatarUrl: '/files/gone.png' }} />);
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/files/gone.png');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
    fireEvent.error(picture as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderIn(<PersonAvatar id="p1" name="Grace Hopper" initials="GH" avatarUrl={null} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('GH').closest('[aria-hidden="true"]')).toBeTruthy();
  });
});
