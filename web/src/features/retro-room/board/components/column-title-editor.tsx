import { ActionIcon, Group, TextInput } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { BoardColumn } from '@squadboard/domain/realtime/retro-board.events';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';
import { useEditLock } from './use-edit-lock.ts';

// A column's title in edit mode (spec 002 §4 "Columns"): a name is required ('Please enter
// title.'); Enter or the check saves, Escape leaves (which deletes a column never saved).

/** Spec 002 §9: the column title takes the focus 50 ms after it opens. */
const FOCUS_DELAY_MS = 50;

export function ColumnTitleEditor({
  initial,
  isNew = false,
  onSave,
  onCancel,
  onTyping,
}: {
  initial: string;
  /** A column not saved yet: its name, even unchanged, is saved; leaving it deletes it. */
  isNew?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
  onTyping?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(MSG.retro.enterTitle);
      input.current?.focus();
      return;
    }
    if (!isNew && trimmed === initial.trim()) {
      onCancel();
      return;
    }
    onSave(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  // Leaving the field keeps a name that was typed; an untouched saved title just closes.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) {
      return;
    }
    const trimmed = name.trim();
    if (trimmed && (isNew || trimmed !== initial.trim())) {
      onSave(trimmed);
    } else if (!isNew) {
      onCancel();
    }
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start" onBlur={onBlur} style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        ref={input}
        aria-label={UI.columnTitle}
        placeholder={UI.columnTitle}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
          onTyping?.();
        }}
        onKeyDown={onKeyDown}
        maxLength={BOARD_LIMITS.columnNameMax}
        error={error}
        size="sm"
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon size="lg" variant="light" aria-label={UI.saveTitle} onClick={save}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="subtle"
        color="gray"
        aria-label={UI.cancelTitle}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onCancel}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Renaming a saved column: locked for the other admins while the editor is open. */
export function ColumnRename({ column, onDone }: { column: BoardColumn; onDone: () => void }) {
  const { run } = useBoardEnv();
  const editLock = useEditLock('column', column.id);
  return (
    <ColumnTitleEditor
      initial={column.name}
      onTyping={editLock.renew}
      onCancel={onDone}
      onSave={(name) => {
        editLock.handOver(); // the rename frees the lock on the server
        void run('editTitle', { columnId: column.id, name });
        onDone();
      }}
    />
  );
}
