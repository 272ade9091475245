import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { EditorState } from '@tiptap/pm/state';
import { PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { ReactRenderer } from '@tiptap/react';
import {
  exitSuggestion,
  type SuggestionKeyDownProps,
  type SuggestionOptions,
  type SuggestionProps,
} from '@tiptap/suggestion';
import {
  type MentionCandidate,
  MentionList,
  type MentionListProps,
  mentionOptionId,
} from './mention-list.tsx';

// The @mention popup's life (spec 001 §5 "Mention comments"): Tiptap's suggestion plugin finds
// the @ and the letters after it and asks for people; this renders the list with React, lets the
// suggestion plugin position it (its `mount` runs Floating UI, which it already depends on), and
// drives it from the keyboard while focus stays in the editor.

type Search = (query: string, signal?: AbortSignal) => Promise<MentionCandidate[]>;
type Props = SuggestionProps<MentionCandidate, MentionNodeAttrs>;

/** One key per editor: the Enter-to-submit shortcut asks it whether the popup is open. */
export function createMentionKey(): PluginKey {
  return new PluginKey('mention-suggestion');
}

export function isSuggesting(key: PluginKey, state: EditorState): boolean {
  return Boolean((key.getState(state) as { active?: boolean } | undefined)?.active);
}

/**
 * While the popup is open the editor points assistive technology at the list and its highlighted
 * option (a textbox may not say aria-expanded, a combobox's attribute), and an
 * Escape meant for the popup must not also close a surrounding Mantine modal (which skips
 * events whose target carries data-mantine-stop-propagation).
 */
function markOpen(dom: HTMLElement, listId: string, active: string | null): void {
  dom.setAttribute('aria-controls', listId);
  dom.setAttribute('aria-autocomplete', 'list');
  dom.setAttribute('data-mantine-stop-propagation', 'true');
  if (active) {
    dom.setAttribute('aria-activedescendant', active);
  } else {
    dom.removeAttribute('aria-activedescendant');
  }
}

function markClosed(dom: HTMLElement): void {
  for (const name of [
    'aria-controls',
    'aria-autocomplete',
    'aria-activedescendant',
    'data-mantine-stop-propagation',
  ]) {
    dom.removeAttribute(name);
  }
}

type Middleware = NonNullable<NonNullable<SuggestionOptions['floatingUi']>['middleware']>[number];
const EDGE = 8;

/**
 * Keeps the popup inside the viewport sideways (an @ typed near the right edge of a phone's
 * screen); the plugin already flips it above the caret when there is no room below. Written
 * here rather than imported because Floating UI is the suggestion plugin's dependency, not ours.
 */
const keepInViewport: Middleware = {
  name: 'keepInViewport',
  fn: ({ x, y, rects }) => ({
    x: Math.max(EDGE, Math.min(x, window.innerWidth - rects.floating.width - EDGE)),
    y,
  }),
};

export function mentionSuggestion(options: {
  key: PluginKey;
  listId: string;
  search: () => Search | undefined;
}): Omit<SuggestionOptions<MentionCandidate, MentionNodeAttrs>, 'editor'> {
  const { key, listId } = options;
  return {
    pluginKey: key,
    // One request per pause in typing, not per letter; the plugin aborts answers overtaken.
    debounce: 120,
    // Fixed: the popup is on document.body while the editor may sit in a scrolled modal.
    floatingUi: { strategy: 'fixed', middleware: [keepInViewport] },
    items: async ({ query, signal }) => (await options.search()?.(query, signal)) ?? [],
    render: () => {
      let renderer: ReactRenderer<unknown, MentionListProps> | null = null;
      let unmount: (() => void) | null = null;
      let latest: Props | null = null;
      let selected = 0;

      const pick = (person: MentionCandidate) => latest?.command({ id: person.id, label: person.name });

      const show = (props: Props) => {
        if (props.query !== latest?.query) {
          selected = 0;
        }
        latest = props;
        selected = Math.min(selected, Math.max(0, props.items.length - 1));
        renderer?.updateProps({ items: props.items, loading: props.loading, selected, listId, onPick: pick });
        markOpen(
          props.editor.view.dom,
          listId,
          props.items.length > 0 ? mentionOptionId(listId, selected) : null,
        );
      };

      const move = (by: number) => {
        const count = latest?.items.length ?? 0;
        if (latest && count > 0) {
          selected = (selected + by + count) % count;
          show(latest);
        }
      };

      const close = (view: EditorView) => exitSuggestion(view, key);

      return {
        onStart: (props) => {
          latest = null;
          renderer = new ReactRenderer(MentionList, {
            editor: props.editor,
            props: { items: [], loading: true, selected: 0, listId, onPick: pick },
            className: 'sb-mention-popup',
          });
          unmount = props.mount(renderer.element);
          show(props);
        },
        onUpdate: show,
        onKeyDown: ({ event, view }: SuggestionKeyDownProps) => {
          const person = latest?.items[selected];
          switch (event.key) {
            case 'ArrowDown':
              move(1);
              return true;
            case 'ArrowUp':
              move(-1);
              return true;
            case 'Enter':
            case 'Tab':
              if (person) {
                pick(person);
                return true;
              }
              // Nothing to pick yet: Enter waits for the answer rather than submitting half a
              // mention; with no one found it closes the popup (a second Enter then does what
              // Enter does). Tab leaves the editor as it would anyway.
              if (event.key === 'Enter') {
                if (!latest?.loading) {
                  close(view);
                }
                return true;
              }
              return false;
            default:
              // Escape is the plugin's own: it closes the popup after this returns.
              return false;
          }
        },
        onExit: (props) => {
          markClosed(props.editor.view.dom);
          unmount?.();
          renderer?.destroy();
          renderer = null;
          unmount = null;
          latest = null;
        },
      };
    },
  };
}
