import { getSchema } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { documentHtml, isBlankDocument } from './rich-text-content.ts';

const schema = getSchema([StarterKit, Mention]);
const doc = (content: unknown[]) => schema.nodeFromJSON({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content: content.length ? content : undefined });
const text = (value: string) => ({ type: 'text', text: value });

describe('a blank document', () => {
  it('is one with no text: empty paragraphs, spaces and line breaks', () => {
    expect(isBlankDocument(doc([p()]))).toBe(true);
    expect(isBlankDocument(doc([p(), p(text('   \u00a0'))]))).toBe(true);
    expect(isBlankDocument(doc([p({ type: 'hardBreak' }, { type: 'hardBreak' })]))).toBe(true);
    expect(
      isBlankDocument(doc([{ type: 'bulletList', content: [{ type: 'listItem', content: [p()] }] }])),
    ).toBe(true);
  });

  it('is not one with a word or a mention', () => {
    expect(isBlankDocument(doc([p(), p(text('Hi'))]))).toBe(false);
    expect(isBlankDocument(doc([p({ type: 'mention', attrs: { id: 'u1', label: 'Leo Lead' } })]))).toBe(
      false,
    );
  });

  it("is handed over as '' rather than '<p></p>'", () => {
    const editorWith = (d: ReturnType<typeof doc>, html: string) => ({
      state: { doc: d },
      getHTML: () => html,
    });
    expect(documentHtml(editorWith(doc([p()]), '<p></p>'))).toBe('');
    expect(documentHtml(editorWith(doc([p(text('Hi'))]), '<p>Hi</p>'))).toBe('<p>Hi</p>');
  });
});
