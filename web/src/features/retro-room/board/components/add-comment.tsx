import { Button, Group, Stack, Textarea } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { BOARD_UI as UI } from './board-strings.ts';

// Spec 002 §5 "Add comment": required ('Comment is required.'); Enter adds it, Shift+Enter is a
// new line; a click anywhere else adds a pending comment; a column without a name takes none
// ('Please enter title.'). The box stays open after Enter for the next comment.

interface AddCommentProps {
  columnName: string;
  /** Sends the comment; the board shows it once the server has it. */
  onAdd: (text: string) => void;
}

export function AddComment({ columnName, onAdd }: AddCommentProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;

  const openBox = () => {
    if (!columnName.trim()) {
      toast.error(MSG.retro.enterTitle);
      return;
    }
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setText('');
    setError(null);
  };

  const submit = (): boolean => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(MSG.retro.commentRequired);
      return false;
    }
    onAdd(trimmed);
    setText('');
    setError(null);
    return true;
  };

  // A click anywhere outside the box adds what was typed (and closes the box).
  useEffect(() => {
    if (!open) {
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (box.current?.contains(event.target as Node)) {
        return;
      }
      const pending = textRef.current.trim();
      if (pending) {
        onAddRef.current(pending);
      }
      setOpen(false);
      setText('');
      setError(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!open) {
    return (
      <Button
        variant="light"
        color="gray"
        fullWidth
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={openBox}
      >
        {UI.addComments}
      </Button>
    );
  }
  return (
    <Stack gap={6} ref={box}>
      <Textarea
        aria-label={UI.newComment(columnName)}
        placeholder={UI.commentPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={BOARD_LIMITS.cardTextMax}
        error={error}
        autoFocus
      />
      <Group gap={6} justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={close}>
          {UI.cancel}
        </Button>
        <Button size="compact-sm" onClick={() => submit()}>
          {UI.add}
        </Button>
      </Group>
    </Stack>
  );
}
