import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retroTemplatesKey } from '../../../entities/retro/api/keys.ts';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultTemplateName, SaveTemplateButton } from './save-template.tsx';
import { snapshotOf } from './toolbar.fixture.ts';

const RETRO_ID = '8c0b7a4e-8f7b-4c55-9d0e-2a7a1f3b6c01';

/** The button in a page whose query cache already holds squad s1's templates. */
function renderButton(): QueryClient {
  const snapshot = snapshotOf();
  const queryClient = new QueryClient();
  queryClient.setQueryData(retroTemplatesKey('s1'), []);
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <SaveTemplateButton snapshot={{ ...snapshot, retro: { ...snapshot.retro, id: RETRO_ID } }} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
  return screen.findByRole('dialog', { name: 'Save as template' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SaveTemplateButton', () => {
  it('saves under the retro title, says so and refreshes the squad templates', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = fakeApi(() => [
      201,
      {
        id: 't1',
        squadId: 's1',
        name: 'Sprint 42 retro',
        columns: ['A'],
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ]);
    const queryClient = renderButton();
    expect(queryClient.getQueryState(retroTemplatesKey('s1'))?.isInvalidated).toBe(false);
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    expect(name).toHaveProperty('value', 'Sprint 42 retro');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(MSG.retroTemplates.saved));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/retro-templates',
      body: { retroId: RETRO_ID, name: 'Sprint 42 retro' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(retroTemplatesKey('s1'))?.isInvalidated).toBe(true);
  });

  it('shows a name the squad already has under the field', async () => {
    const message = MSG.retroTemplates.nameTaken;
    fakeApi(() => [
      409,
      { statusCode: 409, code: 'TEMPLATE_NAME_TAKEN', message, fields: { name: message } },
    ]);
    renderButton();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), {
      target: { value: 'Starfish' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('refuses an empty name without asking the server', async () => {
    const calls = fakeApi(() => [500, {}]);
    renderButton();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), {
      target: { value: ' ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Template name is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('cuts a long title to what a name holds', () => {
    expect(defaultTemplateName(`  ${'x'.repeat(100)}`)).toHaveLength(FACILITATION_LIMITS.templateNameMax);
  });
});
