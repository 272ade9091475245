import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WorkItemOrigin } from './work-item-origin.tsx';

// The Edit Work Item dialog's line back to the retro an item was made from.

function renderOrigin(origin: Parameters<typeof WorkItemOrigin>[0]['origin']) {
  return render(
    <MemoryRouter>
      <MantineProvider env="test">
        <WorkItemOrigin origin={origin} />
      </MantineProvider>
    </MemoryRouter>,
  );
}

describe('WorkItemOrigin', () => {
  it("links to the retro's room, which shows its summary once it is over", () => {
    renderOrigin({ retroId: 'r1', retroTitle: 'Sprint 12 retro', room: 'abc-123' });
    expect(screen.getByText(MSG.workItems.fromRetro)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sprint 12 retro' }).getAttribute('href')).toBe(
      '/retro-session/abc-123',
    );
  });

  it('says nothing for an item made elsewhere, or a retro the viewer may not see', () => {
    renderOrigin(null);
    expect(screen.queryByText(MSG.workItems.fromRetro)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
