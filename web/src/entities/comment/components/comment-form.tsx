import { Button, Group, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { useId, useRef, useState } from 'react';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { UI } from '../../../lib/ui-strings.ts';
import { searchMentionable } from '../../person/api/search-mentionable.ts';
import { COMMENTS_UI } from '../comment-strings.ts';

interface CommentFormProps {
  /** The editor's accessible name. */
  label: string;
  initialBody?: string;
  /** Saves the body; resolves true when it was saved (a failure has been shown already). */
  onSave: (body: string) => Promise<boolean>;
  pending: boolean;
  /** Leaves the form (an edit); without it Cancel empties the box (a new comment). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment being written (spec 001 §2.6, §2.8): the rich-text editor with @mentions, Enter
 * saves and Shift + Enter starts a new line (the hint says so), Save and Cancel beside.
 */
export function CommentForm({
  label,
  initialBody = '',
  onSave,
  pending,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const hintId = useId();
  const [body, setBody] = useState(initialBody);
  // Enter may come in the same turn as the last keystroke, before React has re-rendered.
  const draft = useRef(body);
  const change = (html: string) => {
    draft.current = html;
    setBody(html);
  };
  const unchanged = body === '' || body === initialBody;

  const save = async () => {
    const text = draft.current;
    if (pending || text === '' || text === initialBody) {
      return;
    }
    if ((await onSave(text)) && !onCancel) {
      change('');
    }
  };

  return (
    <Stack gap="xs">
      <RichTextEditor
        label={label}
        hideLabel
        value={body}
        onChange={change}
        placeholder={COMMENTS_UI.placeholder}
        mentions={searchMentionable}
        onSubmit={() => void save()}
        describedBy={hintId}
        minHeight={64}
        autoFocus={autoFocus}
      />
      <Group justify="space-between" gap="xs">
        <Text id={hintId} size="xs" c="dimmed">
          {MSG.comments.shiftEnter}
        </Text>
        <Group gap="xs" ml="auto">
          <Button
            variant="default"
            size="xs"
            disabled={pending || (!onCancel && body === '')}
            onClick={() => (onCancel ? onCancel() : change(''))}
          >
            {UI.cancel}
          </Button>
          <Button size="xs" loading={pending} disabled={unchanged} onClick={() => void save()}>
            {COMMENTS_UI.save}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
