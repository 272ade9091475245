import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';

// jsdom lays nothing out: ProseMirror measures ranges to scroll the caret into view, and the
// mention command collapses the window's selection, which jsdom refuses when it holds no range.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
const collapseToEnd = Selection.prototype.collapseToEnd;
Selection.prototype.collapseToEnd = function collapseIfAny(this: Selection) {
  if (this.rangeCount > 0) {
    collapseToEnd.call(this);
  }
};

const PEOPLE = [
  { id: 'u-leo', name: 'Leo Lead' },
  { id: 'u-lea', name: 'Lea Long' },
];

/** The editor behind the field's textbox: Tiptap hangs it on its element. */
function editorOf(textbox: HTMLElement): Editor {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) {
    throw new Error('no editor on this element');
  }
  return editor;
}

/** The field as an owner holds it: the value lives in the owner's state. */
function Owner(props: Partial<RichTextEditorProps> & { onValue?: (html: string) => void; reset?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <RichTextEditor
        label="Comment"
        value={value}
        onChange={(html) => {
          props.onValue?.(html);
          setValue(html);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

function renderField(props: Partial<RichTextEditorProps> & { onValue?: (html: string) => void } = {}) {
  render(
    <MantineProvider>
      <Owner {...props} />
    </MantineProvider>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Comment' });
  return { textbox, editor: editorOf(textbox) };
}

const key = (target: HTMLElement, k: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key: k, ...init });

describe('the rich-text editor', () => {
  it('is a named, multi-line textbox with a labelled toolbar', () => {
    renderField({ placeholder: 'Say something' });
    const textbox = screen.getByRole('textbox', { name: 'Comment' });
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.getAttribute('aria-placeholder')).toBe('Say something');
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bullet list',
      'Ordered list',
      'Link',
      'Remove link',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('makes the toolbar one Tab stop, with arrows between its buttons', () => {
    renderField();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    const stops = () =>
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.getAttribute('aria-label'));
    expect(stops()).toEqual(['Bold']);
    button('Bold').focus();
    key(button('Bold'), 'ArrowRight');
    expect(document.activeElement).toBe(button('Italic'));
    expect(stops()).toEqual(['Italic']);
    key(button('Italic'), 'ArrowLeft');
    key(button('Bold'), 'ArrowLeft');
    expect(document.activeElement).toBe(button('Remove link'));
    key(button('Remove link'), 'Home');
    expect(document.activeElement).toBe(button('Bold'));
  });

  it('links its error and hides the toolbar when disabled', () => {
    render(
      <MantineProvider>
        <RichTextEditor
          label="Narrative"
          value=""
          onChange={() => {}}
          error="Narrative is required."
          disabled
        />
      </MantineProvider>,
    );
    const textbox = screen.getByRole('textbox', { name: 'Narrative' });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const errorId = textbox.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Narrative is required.');
    expect(textbox.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
  });

  it("reports an empty document as '', and takes a reset from its owner without echoing it", async () => {
    const onValue = vi.fn();
    const { editor } = renderField({ onValue });
    act(() => {
      editor.commands.insertContent('Hello');
    });
    expect(onValue).toHaveBeenLastCalledWith('<p>Hello</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onValue).toHaveBeenLastCalledWith('');

    act(() => {
      editor.commands.insertContent('Again');
    });
    onValue.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editor.getText()).toBe(''));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('lists people after @, moves with the arrows and picks with Enter instead of submitting', async () => {
    const onValue = vi.fn();
    const onSubmit = vi.fn();
    const mentions = vi.fn(async (query: string) =>
      PEOPLE.filter((p) => p.name.toLowerCase().startsWith(query.toLowerCase())),
    );
    const { textbox, editor } = renderField({ onValue, onSubmit, mentions });
    act(() => {
      editor.commands.insertContent('Ask @Le');
    });
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(mentions).toHaveBeenLastCalledWith('Le', expect.any(AbortSignal));
    const selected = () => within(list).getByRole('option', { selected: true }).textContent;
    expect(selected()).toBe('Leo Lead');
    expect(textbox.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: 'Leo Lead' }).id,
    );

    key(textbox, 'ArrowDown');
    await waitFor(() => expect(selected()).toBe('Lea Long'));
    key(textbox, 'ArrowDown');
    await waitFor(() => expect(selected()).toBe('Leo Lead'));
    key(textbox, 'ArrowUp');
    await waitFor(() => expect(selected()).toBe('Lea Long'));

    key(textbox, 'Enter');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(textbox.getAttribute('aria-activedescendant')).toBeNull();
    const html = onValue.mock.lastCall?.[0] as string;
    const mention = new DOMParser().parseFromString(html, 'text/html').querySelector('span');
    expect(mention?.dataset).toMatchObject({ type: 'mention', id: 'u-lea', label: 'Lea Long' });
    expect(mention?.className).toBe('mention');
    expect(mention?.textContent).toBe('@Lea Long');
  });

  it('closes the list on Escape, leaving what was typed', async () => {
    const mentions = vi.fn(async () => PEOPLE);
    const { textbox, editor } = renderField({ mentions, onSubmit: vi.fn() });
    act(() => {
      editor.commands.insertContent('@');
    });
    await screen.findByRole('option', { name: 'Leo Lead' });
    expect(textbox.getAttribute('data-mantine-stop-propagation')).toBe('true');
    key(textbox, 'Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(textbox.getAttribute('data-mantine-stop-propagation')).toBeNull();
    expect(editor.getText()).toBe('@');
  });

  it('submits on Enter and starts a new line on Shift + Enter', () => {
    const onSubmit = vi.fn();
    const { textbox, editor } = renderField({ onSubmit });
    act(() => {
      editor.commands.insertContent('First');
    });
    key(textbox, 'Enter', { shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(editor.getHTML()).toBe('<p>First<br></p>');
    key(textbox, 'Enter');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps Enter for new paragraphs when nothing is submitted', () => {
    const { textbox, editor } = renderField();
    act(() => {
      editor.commands.insertContent('One');
    });
    key(textbox, 'Enter');
    expect(editor.getHTML()).toBe('<p>One</p><p></p>');
  });
});
