import { Badge, Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

// Free-text labels as chips (spec 001 §5 "RAID labels", the work item's labels, an action
// register's custom statuses): one rule everywhere, whatever the item. The limits are the
// item's schema's, given by the form.

const UI = {
  label: 'Labels',
  newLabel: 'New label',
  placeholder: 'Type a label and press Enter',
  add: 'Add+',
  remove: (label: string) => `Remove label ${label}`,
};

/** The words of the field, for a list of labels that are something else (a register's statuses). */
export type LabelsInputStrings = Partial<Omit<typeof UI, 'label'>>;

interface LabelsInputProps {
  value: string[];
  onChange: (labels: string[]) => void;
  /** The most labels an item may have, and the longest one (the item schema's limits). */
  maxLabels: number;
  maxLength: number;
  label?: string;
  description?: React.ReactNode;
  strings?: LabelsInputStrings;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** The labels with one more: trimmed, blank and repeated ones ignored, at most `maxLabels`. */
export function addLabel(labels: readonly string[], typed: string, maxLabels: number): string[] {
  const label = typed.trim();
  if (!label || labels.includes(label) || labels.length >= maxLabels) {
    return [...labels];
  }
  return [...labels, label];
}

/** Type a label, then Enter or Add+ adds it; × removes one; blank ones are ignored. */
export function LabelsInput({
  value,
  onChange,
  maxLabels,
  maxLength,
  label = UI.label,
  description,
  strings,
  error,
  disabled,
}: LabelsInputProps) {
  const words = { ...UI, ...strings };
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange(addLabel(value, typed, maxLabels));
    setTyped('');
  };
  return (
    <Input.Wrapper labelElement="div" label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={words.newLabel}
            placeholder={words.placeholder}
            value={typed}
            disabled={disabled}
            maxLength={maxLength}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the label rather than submitting the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={add} disabled={disabled}>
            {words.add}
          </Button>
        </Group>
        {value.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            aria-label={label}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {value.map((chip) => (
              <Badge
                key={chip}
                component="li"
                size="lg"
                variant="light"
                tt="none"
                pr={disabled ? undefined : 4}
                rightSection={
                  disabled ? null : (
                    <CloseButton
                      size="xs"
                      variant="transparent"
                      aria-label={words.remove(chip)}
                      onClick={() => onChange(value.filter((other) => other !== chip))}
                    />
                  )
                }
              >
                {chip}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
