import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { StatusConfigModal } from './status-config-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Serves the squad's configuration and records what a save sends. */
function serve() {
  const sent: unknown[] = [];
  fakeApi((call) => {
    if (call.method === 'PUT') {
      sent.push(call.body);
      return [200, { message: MSG.workItems.statusConfigUpdated, config: call.body }];
    }
    return [200, DEFAULT_STATUS_CONFIG];
  });
  return sent;
}

function renderModal(onClose = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <StatusConfigModal squadId="5b1f0a3e-8c4d-4f1e-9a2b-3c4d5e6f7a8b" onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('workflow settings', () => {
  it('keeps New and Done in use and takes a status out of the backlog with it', async () => {
    const sent = serve();
    const onClose = renderModal();
    const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    await screen.findByLabelText('New in use');
    expect(box('New in use').disabled).toBe(true);
    expect(box('Done in use').disabled).toBe(true);
    expect(box('Design items in the backlog').checked).toBe(true);

    fireEvent.click(box('Design in use'));
    expect(box('Design items in the backlog').checked).toBe(false);
    expect(box('Design items in the backlog').disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        statuses: [1, 6, 8, 9, 4],
        columns: { 1: 'New', 6: 'Refinement', 8: 'Test', 9: 'Test', 4: 'Complete' },
        backlog: [1, 6, 8, 9],
      },
    ]);
  });
});
