import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Comment } from '@squadboard/domain/comments/comment.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { CommentsPanel } from './comments-panel.tsx';

// jsdom lays nothing out; ProseMirror measures ranges to keep the caret in view.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/api/work-items/4f1e9a2b-3c4d-4e6f-8a8b-5b1f0a3e8c4d/comments';
const ME = sessionUserFixture();
const at = (day: number, hour: number) => new Date(2026, 11, day, hour, 3, 9).toISOString();

const MINE: Comment = {
  id: 'c-mine',
  authorId: ME.id,
  authorName: 'Olivia Owner',
  body: '<p>Ready for <span data-type="mention" data-id="u-leo" data-label="Leo Lead" class="mention">@Leo Lead</span></p>',
  mentions: ['u-leo'],
  createdAt: at(5, 14),
  editedAt: at(5, 15),
  can: { edit: true, delete: true },
};
const THEIRS: Comment = {
  id: 'c-theirs',
  authorId: 'u-leo',
  authorName: 'Leo Lead',
  body: '<p>Looks good</p>',
  mentions: [],
  createdAt: at(4, 9),
  editedAt: null,
  can: { edit: false, delete: false },
};

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The comments API at the network boundary; records every change sent. */
function serve(comments: Comment[] | 'fail' = [MINE, THEIRS], canAdd = true) {
  const sent: Sent[] = [];
  let failing = comments === 'fail';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      if (failing) {
        failing = false;
        return json({ statusCode: 500, code: 'INTERNAL', message: MSG.generic.somethingWentWrong }, 500);
      }
      return json({ items: comments === 'fail' ? [] : comments, can: { add: canAdd } });
    }
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (method === 'DELETE') {
      return json({ message: MSG.comments.deleted });
    }
    const comment = { ...MINE, body: (body as { body: string }).body };
    return json({ message: method === 'POST' ? MSG.comments.added : MSG.comments.updated, comment }, 201);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

function renderPanel(readOnly = false) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionUserProvider user={ME}>
          <CommentsPanel path={PATH} readOnly={readOnly} />
        </SessionUserProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Comments' })).getAllByRole('listitem');
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

describe('the comments panel', () => {
  it("lists comments newest first: author, 'Commented' and the time, the body with its mention", async () => {
    serve();
    renderPanel();
    const [first, second] = await items();
    expect(first?.textContent).toContain('Olivia Owner');
    expect(first?.textContent).toContain(`${MSG.comments.commented} 5 Dec 2026 14:03:09 (edited)`);
    expect(first?.querySelector('.mention')?.textContent).toBe('@Leo Lead');
    expect(second?.textContent).toContain('Leo Lead');
    expect(second?.textContent).toContain(`${MSG.comments.commented} 4 Dec 2026 09:03:09`);
    expect(second?.textContent).not.toContain('(edited)');
    expect(screen.getByText(MSG.comments.shiftEnter)).toBeTruthy();
  });

  it('offers Edit and Delete only on the reader’s own comment', async () => {
    serve();
    renderPanel();
    const [mine, theirs] = await items();
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Delete comment' })).toBeTruthy();
    expect(within(theirs as HTMLElement).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(within(theirs as HTMLElement).queryByRole('button', { name: 'Delete comment' })).toBeNull();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { sent } = serve();
    renderPanel();
    const [mine] = await items();
    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Delete comment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Delete comment' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: `${PATH}/c-mine`, body: {} }]));
  });

  it('saves a new comment on Enter and empties the box', async () => {
    const { sent } = serve();
    renderPanel();
    await items();
    const textbox = screen.getByRole('textbox', { name: 'Comment' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    act(() => {
      editorOf(textbox).commands.insertContent('Shipped today');
    });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', url: PATH, body: { body: '<p>Shipped today</p>' } }]),
    );
    await waitFor(() => expect(editorOf(textbox).getText()).toBe(''));
  });

  it('edits one’s comment in place and sends the change', async () => {
    const { sent } = serve();
    renderPanel();
    const [mine] = await items();
    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Edit comment' }));
    const textbox = await screen.findByRole('textbox', { name: 'Edit your comment' });
    act(() => {
      editorOf(textbox).commands.setContent('<p>Ready now</p>', { emitUpdate: true });
    });
    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', url: `${PATH}/c-mine`, body: { body: '<p>Ready now</p>' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).toBeNull());
  });

  it('read-only: no box for a new comment, no Edit or Delete', async () => {
    serve();
    renderPanel(true);
    await items();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete comment' })).toBeNull();
  });

  it("shows only what the server's answer allows: no box without can.add, Edit without Delete", async () => {
    serve([{ ...MINE, can: { edit: true, delete: false } }, THEIRS], false);
    renderPanel();
    const [mine] = await items();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    expect(within(mine as HTMLElement).queryByRole('button', { name: 'Delete comment' })).toBeNull();
  });

  it('says when there are none, and offers to try again after a failed load', async () => {
    serve('fail');
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
  });
});
