import { Button, Group, Stack, Textarea } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';
import { useEditLock } from './use-edit-lock.ts';

// Editing a card (spec 002 §4, §5) works like adding one: Enter saves, Shift+Enter starts a new
// line, Escape cancels, and moving the focus away saves. Empty text is refused with an error and
// nothing is saved. Meanwhile the card is locked for everybody else (use-edit-lock.ts).

const FOCUS_DELAY_MS = 100;

export function CardEditor({ card, onDone }: { card: BoardCard; onDone: () => void }) {
  const { meId, run } = useBoardEnv();
  const [text, setText] = useState(card.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const editLock = useEditLock('card', card.id);
  // Saved or cancelled: the focus leaving the closing editor must not save a second time.
  const finished = useRef(false);

  // Spec 002 §9: the focus moves in 100 ms later, after the menu that opened the editor has
  // handed its focus back (which would otherwise end the edit at once).
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const area = field.current;
      // Already focused (clicked or typed into): leave the caret where it is.
      if (area && document.activeElement !== area) {
        area.focus();
        area.setSelectionRange(area.value.length, area.value.length);
      }
    }, FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Somebody else took the card (ours had lapsed, or an admin came at the same moment).
  const lostLock = card.editingBy !== null && card.editingBy !== meId;
  useEffect(() => {
    if (lostLock) {
      finished.current = true;
      onDone();
    }
  }, [lostLock, onDone]);

  const finish = () => {
    finished.current = true;
    onDone();
  };

  const save = () => {
    if (finished.current) {
      return;
    }
    const trimmed = text.trim();
    if (!trimmed) {
      setError(MSG.retro.commentRequired);
      return;
    }
    if (trimmed !== (card.text ?? '').trim()) {
      editLock.handOver(); // the edit frees the lock with the change, in one transaction
      void run('edit', { cardId: card.id, text: trimmed });
    }
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) {
      return; // to the Save button
    }
    save();
  };

  return (
    <Stack gap={6} onBlur={onBlur}>
      <Textarea
        aria-label={UI.editComment}
        description={UI.editHint}
        inputWrapperOrder={['input', 'error', 'description']}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
          editLock.renew();
        }}
        onKeyDown={onKeyDown}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={BOARD_LIMITS.cardTextMax}
        error={error}
        ref={field}
      />
      <Group gap={6} justify="flex-end">
        <Button size="compact-sm" variant="default" onMouseDown={(e) => e.preventDefault()} onClick={finish}>
          {UI.cancel}
        </Button>
        <Button size="compact-sm" onClick={save}>
          {UI.save}
        </Button>
      </Group>
    </Stack>
  );
}
