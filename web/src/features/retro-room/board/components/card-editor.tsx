import { Button, Group, Stack, Textarea } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.limits';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';

// Editing a card (spec 002 §4, §5): the card is locked for everybody else meanwhile; Save or
// moving the focus away saves; empty text is refused with an error and nothing is saved.

const FOCUS_DELAY_MS = 100;

export function CardEditor({ card, onDone }: { card: BoardCard; onDone: () => void }) {
  const { meId, entry, lock, run } = useBoardEnv();
  const [text, setText] = useState(card.text ?? '');
  const [error, setError] = useState<string | null>(null);
  // Whether this editor still holds the lock it took (saving frees it on the server).
  const holding = useRef(true);
  const lockRef = useRef(lock);
  lockRef.current = lock;

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

  useEffect(() => {
    return () => {
      if (holding.current) {
        holding.current = false;
        lockRef.current('card', card.id, false);
      }
    };
  }, [card.id]);
  // Taken on opening, and again after a reconnect (the server freed it when the connection went).
  useEffect(() => {
    if (holding.current && entry >= 0) {
      lockRef.current('card', card.id, true);
    }
  }, [card.id, entry]);

  // Somebody else took the card at the same moment: theirs it is.
  const lostLock = card.editingBy !== null && card.editingBy !== meId;
  useEffect(() => {
    if (lostLock) {
      holding.current = false;
      onDone();
    }
  }, [lostLock, onDone]);

  const cancel = () => {
    onDone();
  };

  const save = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(MSG.retro.commentRequired);
      return;
    }
    if (trimmed === (card.text ?? '').trim()) {
      onDone();
      return;
    }
    holding.current = false; // the edit frees the lock with the change, in one transaction
    void run('edit', { cardId: card.id, text: trimmed });
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
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
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
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
        <Button size="compact-sm" variant="default" onMouseDown={(e) => e.preventDefault()} onClick={cancel}>
          {UI.cancel}
        </Button>
        <Button size="compact-sm" onClick={save}>
          {UI.save}
        </Button>
      </Group>
    </Stack>
  );
}
