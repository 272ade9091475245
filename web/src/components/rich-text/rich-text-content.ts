import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

// What the editor hands its owner. An editor always holds at least an empty paragraph, which
// Tiptap writes as '<p></p>'; forms and the server treat "nothing written" as '', so a document
// with no text and no mention (only empty paragraphs, spaces or line breaks) is reported as ''.

/** Whether the document says nothing: no visible text and no inline atom such as a mention. */
export function isBlankDocument(doc: ProseMirrorNode): boolean {
  let blank = true;
  doc.descendants((node) => {
    if (!blank) {
      return false;
    }
    if (node.isText) {
      blank = !node.text?.trim();
    } else if (node.isInline && node.isAtom && node.type.name !== 'hardBreak') {
      blank = false;
    }
    return blank;
  });
  return blank;
}

/** The document as HTML, or '' when it is blank. */
export function documentHtml(editor: { state: { doc: ProseMirrorNode }; getHTML: () => string }): string {
  return isBlankDocument(editor.state.doc) ? '' : editor.getHTML();
}
