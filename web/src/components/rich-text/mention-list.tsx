import { Loader, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { RICH_TEXT_UI as UI } from './rich-text-strings.ts';

/** Someone the editor may mention; `name` is what the mention shows after the @. */
export interface MentionCandidate {
  id: string;
  name: string;
}

export interface MentionListProps {
  items: MentionCandidate[];
  loading: boolean;
  /** Index of the highlighted person; the keyboard moves it (mention-suggestion.ts). */
  selected: number;
  /** The listbox's id; option ids derive from it, for the editor's aria-activedescendant. */
  listId: string;
  onPick: (person: MentionCandidate) => void;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The @mention popup. Focus stays in the editor (a listbox driven by aria-activedescendant, as
 * a combobox's list is), so typing goes on narrowing the list; pressing on an option must not
 * take focus from the editor either, hence the preventDefault on mouse down.
 */
export function MentionList({ items, loading, selected, listId, onPick }: MentionListProps) {
  useEffect(() => {
    document.getElementById(mentionOptionId(listId, selected))?.scrollIntoView({ block: 'nearest' });
  }, [listId, selected]);

  return (
    <Paper shadow="md" withBorder radius="md" p={4} className="sb-mention-list">
      {items.length === 0 ? (
        <Text role="status" size="sm" c="dimmed" px="sm" py={6}>
          {loading ? <Loader size="xs" mr="xs" aria-hidden /> : null}
          {loading ? UI.searching : UI.noMatches}
        </Text>
      ) : null}
      <div role="listbox" id={listId} aria-label={UI.mentionList} hidden={items.length === 0}>
        {items.map((person, index) => (
          // Options of a listbox whose focus stays in the editor: picked by keyboard there, or
          // by a click here (the listbox pattern's options are not tab stops).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the editor's onKeyDown drives the list
          <div
            key={person.id}
            role="option"
            id={mentionOptionId(listId, index)}
            aria-selected={index === selected}
            tabIndex={-1}
            className="sb-mention-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(person)}
          >
            {person.name}
          </div>
        ))}
      </div>
    </Paper>
  );
}
