import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

// STUB (issue 14): replaced by the Tiptap editor. The props are the contract.

/** Someone the editor may mention; `name` is what the mention shows after the @. */
export interface MentionCandidate {
  id: string;
  name: string;
}

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
  /** Typing @ and letters lists the people this returns (first names starting with the letters). */
  mentions?: (query: string) => Promise<MentionCandidate[]>;
  /** When given, Enter submits and Shift + Enter starts a new line. */
  onSubmit?: () => void;
  minHeight?: number;
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Textarea
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      disabled={props.disabled}
      required={props.required}
      placeholder={props.placeholder}
    />
  );
}
