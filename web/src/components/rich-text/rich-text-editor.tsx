import '@mantine/tiptap/styles.css';
import './rich-text.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { Extension } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import type { PluginKey } from '@tiptap/pm/state';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import type { MentionCandidate } from './mention-list.tsx';
import { createMentionKey, isSuggesting, mentionSuggestion } from './mention-suggestion.ts';
import { documentHtml } from './rich-text-content.ts';
import { RICH_TEXT_UI as UI } from './rich-text-strings.ts';

// The one rich-text field (comments, descriptions): Tiptap through @mantine/tiptap. It writes
// only what the server's allowlist keeps (server/src/modules/comments/rich-text.ts): paragraphs,
// line breaks, bold, italic, underline, strike, code, quotes, lists, links and mentions. This
// module and its CSS load only where a rich-text field is shown, never on the sign-in page.

export type { MentionCandidate };

export interface RichTextEditorProps {
  /** The field's accessible name (shown as its label unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /**
   * Typing @ and letters lists the people this returns (first names starting with the letters).
   * The signal aborts a request whose answer is no longer wanted.
   */
  mentions?: (query: string, signal?: AbortSignal) => Promise<MentionCandidate[]>;
  /** When given, Enter submits and Shift + Enter starts a new line. */
  onSubmit?: () => void;
  minHeight?: number;
  /** Focus the editor when it first shows (an edit opened from a button). */
  autoFocus?: boolean;
  /** The id of a hint shown beside the field, read after its name (e.g. "Use Shift + Enter …"). */
  describedBy?: string;
}

/**
 * Enter sends, as in a chat box; Shift + Enter (and Enter inside code) starts a new line. It
 * runs before the list and paragraph keymaps (hence the priority) but gives way to the mention
 * popup, whose Enter picks the highlighted person.
 */
function submitOnEnter(key: PluginKey | null, submit: () => void) {
  return Extension.create({
    name: 'submitOnEnter',
    priority: 1000,
    addKeyboardShortcuts() {
      const send = ({ editor }: { editor: Editor }) => {
        if (editor.view.composing || (key && isSuggesting(key, editor.state))) {
          return false;
        }
        submit();
        return true;
      };
      return {
        Enter: send,
        'Mod-Enter': send,
        'Shift-Enter': ({ editor }) =>
          editor.commands.first(({ commands }) => [
            () => commands.newlineInCode(),
            () => commands.splitListItem('listItem'),
            () => commands.setHardBreak(),
          ]),
      };
    },
  });
}

export function RichTextEditor({
  label,
  hideLabel = false,
  value,
  onChange,
  placeholder,
  error,
  disabled = false,
  required = false,
  mentions,
  onSubmit,
  minHeight,
  autoFocus = false,
  describedBy,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  // The editor is built once; the callbacks it calls are read through refs so that a parent's
  // new closures never rebuild it (and never lose what was typed).
  const latest = useRef({ onChange, onSubmit, mentions, placeholder });
  latest.current = { onChange, onSubmit, mentions, placeholder };
  /** The HTML last reported to, or received from, the owner: tells their echo from a reset. */
  const known = useRef(value);

  // Built once per editor: which extensions exist is fixed when it mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are read through `latest`
  const extensions = useMemo(() => {
    const mentionKey = mentions ? createMentionKey() : null;
    return [
      // Headings and rules are not in the server's allowlist; Mantine's Link replaces the kit's.
      StarterKit.configure({ heading: false, horizontalRule: false, link: false }),
      Link,
      Placeholder.configure({ placeholder: () => latest.current.placeholder ?? '' }),
      ...(mentionKey
        ? [
            Mention.configure({
              HTMLAttributes: { class: 'mention' },
              suggestion: mentionSuggestion({
                key: mentionKey,
                listId: `${id}-mentions`,
                search: () => latest.current.mentions,
              }),
            }),
          ]
        : []),
      ...(onSubmit ? [submitOnEnter(mentionKey, () => latest.current.onSubmit?.())] : []),
    ];
  }, []);

  // The editable element is a div, so it gets its name, state and error link from ARIA.
  const attributes = useMemo(
    () =>
      textboxAttributes({
        label,
        hideLabel,
        labelId,
        describedBy: [error ? errorId : null, describedBy ?? null],
        error,
        required,
        disabled,
        placeholder,
      }),
    [label, hideLabel, labelId, errorId, describedBy, error, required, disabled, placeholder],
  );

  const editor = useEditor({
    extensions,
    editorProps: { attributes },
    content: value,
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = documentHtml(current);
      if (html !== known.current) {
        known.current = html;
        latest.current.onChange(html);
      }
    },
  });

  // A value the owner set (a reset to '' after a save, another item loaded) replaces the content;
  // the owner's echo of what the editor just reported does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === known.current) {
      return;
    }
    known.current = value;
    if (documentHtml(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) {
      editor.setEditable(!disabled, false);
    }
  }, [editor, disabled]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setOptions({ editorProps: { attributes } });
    }
  }, [editor, attributes]);

  return (
    <Input.Wrapper
      label={hideLabel ? undefined : label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <MantineEditor
        editor={editor}
        className="sb-rte"
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        style={minHeight ? ({ '--sb-rte-min-height': `${minHeight}px` } as CSSProperties) : undefined}
      >
        {disabled ? null : <EditorToolbar />}
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}

/**
 * One Tab stop for the whole toolbar, arrows between its buttons (the ARIA toolbar pattern), so
 * a keyboard user reaches the writing area without passing eight buttons. Mantine gives every
 * control tabindex 0 and never changes it again, so the roving index is kept on the elements.
 */
const CONTROL = '[data-rich-text-editor-control]:not(:disabled)';

function roveToolbar(toolbar: HTMLElement, focus: Element | null): void {
  const controls = [...toolbar.querySelectorAll<HTMLElement>(CONTROL)];
  const current = focus instanceof HTMLElement && controls.includes(focus) ? focus : controls[0];
  for (const control of controls) {
    control.tabIndex = control === current ? 0 : -1;
  }
}

const TOOLBAR_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function EditorToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) {
      roveToolbar(ref.current, null);
    }
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = TOOLBAR_KEYS[event.key];
    const controls = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[data-rich-text-editor-control]'),
    ];
    const index = controls.indexOf(event.target as HTMLElement);
    if (!step || index < 0) {
      return;
    }
    event.preventDefault();
    controls[step(index, controls.length)]?.focus();
  };
  return (
    <MantineEditor.Toolbar
      ref={ref}
      role="toolbar"
      aria-label={UI.toolbar}
      onKeyDown={onKeyDown}
      onFocus={(event) => roveToolbar(event.currentTarget, event.target)}
    >
      <MantineEditor.ControlsGroup>
        <MantineEditor.Bold />
        <MantineEditor.Italic />
        <MantineEditor.Underline />
        <MantineEditor.Strikethrough />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.BulletList />
        <MantineEditor.OrderedList />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.Link />
        <MantineEditor.Unlink />
      </MantineEditor.ControlsGroup>
    </MantineEditor.Toolbar>
  );
}

function textboxAttributes(field: {
  label: string;
  hideLabel: boolean;
  labelId: string;
  describedBy: (string | null)[];
  error: ReactNode;
  required: boolean;
  disabled: boolean;
  placeholder: string | undefined;
}): Record<string, string> {
  const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
  if (field.hideLabel) {
    attributes['aria-label'] = field.label;
  } else {
    attributes['aria-labelledby'] = field.labelId;
  }
  if (field.error) {
    attributes['aria-invalid'] = 'true';
  }
  const describedBy = field.describedBy.filter(Boolean).join(' ');
  if (describedBy) {
    attributes['aria-describedby'] = describedBy;
  }
  if (field.required) {
    attributes['aria-required'] = 'true';
  }
  if (field.disabled) {
    attributes['aria-disabled'] = 'true';
  }
  if (field.placeholder) {
    attributes['aria-placeholder'] = field.placeholder;
  }
  return attributes;
}
