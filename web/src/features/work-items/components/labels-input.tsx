import { Badge, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { useState } from 'react';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

interface LabelsInputProps {
  value: string[];
  onChange: (labels: string[]) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** The labels with one more: trimmed, blank and repeated ones ignored, at most the schema's count. */
export function addLabel(labels: readonly string[], typed: string): string[] {
  const label = typed.trim();
  if (!label || labels.includes(label) || labels.length >= WORK_ITEM_LIMITS.labelsMax) {
    return [...labels];
  }
  return [...labels, label];
}

/** Spec 001 §5: type a label and press Enter to add it; × removes one; blank ones are ignored. */
export function LabelsInput({ value, onChange, error, disabled }: LabelsInputProps) {
  const [typed, setTyped] = useState('');
  return (
    <Input.Wrapper labelElement="div" label={UI.labels} error={error}>
      <Stack gap="xs" mt={4}>
        <TextInput
          aria-label={UI.newLabel}
          placeholder={UI.labelPlaceholder}
          value={typed}
          disabled={disabled}
          maxLength={WORK_ITEM_LIMITS.labelMax}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the label rather than submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onChange(addLabel(value, typed));
              setTyped('');
            }
          }}
        />
        {value.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            aria-label={UI.labels}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {value.map((label) => (
              <Badge
                key={label}
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
                      aria-label={UI.removeLabel(label)}
                      onClick={() => onChange(value.filter((other) => other !== label))}
                    />
                  )
                }
              >
                {label}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
