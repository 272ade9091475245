import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG, type SessionUser } from '@squadboard/domain';
import { ATTACHMENT_LIMITS } from '@squadboard/domain/attachments/attachment.rules';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { AttachmentsField } from './attachments-field.tsx';

// The attachments field against a fake API: what it lists, what it sends, what it refuses before
// sending, and that removing asks first.

const PATH = '/api/work-items/3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c2d/attachments';

function attachment(id: string, fileName: string, uploadedById = 'me-1'): Attachment {
  return {
    id,
    fileName,
    contentType: 'application/pdf',
    size: 14_540,
    uploadedById,
    uploadedByName: uploadedById === 'me-1' ? 'Olivia Owner' : 'Sam Other',
    createdAt: '2026-11-01T10:00:00.000Z',
    url: `/api/attachments/${id}`,
    // As the server answers the session's user (me-1, a Squad Member): only their own files.
    can: { delete: uploadedById === 'me-1' },
  };
}

/** A server holding `stored`: lists it, adds an uploaded file (or answers `refuse`), removes a deleted one. */
function serve(stored: Attachment[], refuse?: [number, unknown], canAdd = true): FakeCall[] {
  return fakeApi((call) => {
    if (call.method === 'POST' && refuse) {
      return refuse;
    }
    if (call.method === 'POST') {
      const file = (call.body as FormData).get('file') as File;
      const added = attachment(`new-${stored.length}`, file.name);
      stored.push(added);
      return [201, { message: MSG.attachments.uploaded, attachment: added }];
    }
    if (call.method === 'DELETE') {
      stored.splice(
        stored.findIndex((a) => call.url.endsWith(a.id)),
        1,
      );
      return [200, { message: MSG.attachments.deleted }];
    }
    return [200, { items: stored, can: { add: canAdd } }];
  });
}

function renderField(readOnly = false, user: SessionUser = sessionUserFixture({ role: 'SQUAD_MEMBER' })) {
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionUserProvider user={user}>
          <AttachmentsField
            path={PATH}
            maxFiles={ATTACHMENT_LIMITS.perItem}
            maxBytes={ATTACHMENT_LIMITS.workItemMaxBytes}
            readOnly={readOnly}
          />
        </SessionUserProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The field's own message (toasts are alerts too). */
const inlineAlert = () => within(screen.getByRole('region', { name: 'Attachments' })).queryByRole('alert');

/** The picker's own input (the drop overlay has one too, without an accept list). */
function pick(container: HTMLElement, files: File[]) {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file][accept]');
  if (!input) {
    throw new Error('no file picker');
  }
  fireEvent.change(input, { target: { files } });
}

const pdf = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the attachments field', () => {
  it('lists each file with its size and uploader, a download link, and a remove button only for its own', async () => {
    serve([attachment('a1', 'plan.pdf'), attachment('a2', 'theirs.pdf', 'someone-else')]);
    renderField();
    const section = await screen.findByRole('region', { name: 'Attachments' });
    await within(section).findByRole('button', { name: 'Preview plan.pdf' });
    expect(within(section).getAllByText('14.1 KB · added by Olivia Owner')).toHaveLength(1);
    const download = within(section).getByRole('link', { name: 'Download plan.pdf' });
    expect(download.getAttribute('href')).toBe('/api/attachments/a1');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(section).getByRole('button', { name: 'Remove plan.pdf' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Remove theirs.pdf' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Attach files' })).toBeTruthy();
  });

  it('says when there is nothing yet, and offers neither picker nor remove when read-only', async () => {
    serve([]);
    const { unmount } = renderField(true);
    expect(await screen.findByText('No attachments yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    unmount();

    serve([attachment('a1', 'plan.pdf')]);
    renderField(true, sessionUserFixture());
    await screen.findByRole('button', { name: 'Preview plan.pdf' });
    expect(screen.queryByRole('button', { name: 'Remove plan.pdf' })).toBeNull();
  });

  it('offers no picker when the server says the caller may not attach, and Remove only where can.delete', async () => {
    serve([{ ...attachment('a1', 'plan.pdf'), can: { delete: false } }], undefined, false);
    renderField();
    await screen.findByRole('button', { name: 'Preview plan.pdf' });
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove plan.pdf' })).toBeNull();
  });

  it('uploads what fits, one request per file, and refuses the rest before sending anything', async () => {
    const calls = serve([attachment('a1', 'one.pdf'), attachment('a2', 'two.pdf')]);
    const { container } = renderField();
    await screen.findByRole('button', { name: 'Preview two.pdf' });

    pick(container, [pdf('three.pdf'), pdf('four.pdf')]);
    expect(await screen.findByText(MSG.attachments.limitExceeded)).toBeTruthy();
    expect(inlineAlert()?.textContent).toBe(MSG.attachments.upToThree);
    await screen.findByRole('button', { name: 'Preview three.pdf' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const sent = posts[0]?.body as FormData | undefined;
    expect((sent?.get('file') as File | undefined)?.name).toBe('three.pdf');
    expect(screen.queryByText('four.pdf', { exact: false })).toBeNull();
  });

  it('refuses a file of 6 MB with its name, and uploads nothing', async () => {
    const calls = serve([]);
    const { container } = renderField();
    await screen.findByText('No attachments yet.');
    pick(container, [pdf('big.pdf', ATTACHMENT_LIMITS.workItemMaxBytes)]);
    expect(await screen.findByText('big.pdf exceeds the maximum file size of 6MB.')).toBeTruthy();
    expect(inlineAlert()).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of an upload, and no success over it", async () => {
    serve([], [415, { statusCode: 415, code: 'ATTACHMENT_TYPE', message: MSG.attachments.typeRefused }]);
    const { container } = renderField();
    await screen.findByText('No attachments yet.');
    pick(container, [pdf('report.pdf')]);
    expect(await screen.findByText(MSG.attachments.typeRefused)).toBeTruthy();
    await screen.findByText('No attachments yet.');
    expect(screen.queryByText(MSG.attachments.uploaded)).toBeNull();
  });

  it('asks before removing: Cancel keeps the file, Remove deletes it and clears the limit message', async () => {
    const calls = serve([
      attachment('a1', 'one.pdf'),
      attachment('a2', 'two.pdf'),
      attachment('a3', 'three.pdf'),
    ]);
    const { container } = renderField();
    await screen.findByRole('button', { name: 'Preview three.pdf' });
    pick(container, [pdf('four.pdf')]);
    await waitFor(() => expect(inlineAlert()).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove attachment' });
    expect(within(dialog).getByText('Remove two.pdf from this item? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.attachments.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview two.pdf' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${PATH}/a2`);
    // The list updates first, then the removal's own success clears the message: wait for both.
    await waitFor(() => expect(inlineAlert()).toBeNull());
  });

  it('previews by extension: an image inline, and a message for what it cannot show', async () => {
    serve([
      { ...attachment('a1', 'shot.png'), contentType: 'image/png' },
      { ...attachment('a2', 'logo.svg'), contentType: 'image/svg+xml' },
    ]);
    renderField();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview shot.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'shot.png' });
    expect(within(dialog).getByRole('img', { name: 'shot.png' }).getAttribute('src')).toBe(
      '/api/attachments/a1',
    );
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('shot.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Preview logo.svg' }));
    const other = await screen.findByRole('dialog', { name: 'logo.svg' });
    expect(within(other).getByText('Preview not available for this file type.')).toBeTruthy();
  });
});
