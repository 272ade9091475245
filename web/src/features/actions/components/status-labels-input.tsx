import { Badge, Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/actions/action.limits';
import { useState } from 'react';
import { addStatusLabel, removeStatusLabel } from '../action-register-form.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';

interface StatusLabelsInputProps {
  value: string[];
  onChange: (labels: string[]) => void;
  error?: string | null;
}

/** Spec 001 §5 "Custom status labels": Add+ or Enter adds, empty and repeats are ignored, × removes. */
export function StatusLabelsInput({ value, onChange, error }: StatusLabelsInputProps) {
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange(addStatusLabel(value, typed));
    setTyped('');
  };
  return (
    <Input.Wrapper labelElement="div" label={UI.statusLabels} description={UI.statusLabelsHint} error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={UI.newStatusLabel}
            placeholder={UI.newStatusPlaceholder}
            value={typed}
            maxLength={ACTION_REGISTER_LIMITS.statusLabelMax}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the label rather than submitting the whole register form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={add}>
            {UI.addStatusLabel}
          </Button>
        </Group>
        <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((label) => (
            <Badge
              key={label}
              component="li"
              size="lg"
              variant="light"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  aria-label={UI.removeStatusLabel(label)}
                  onClick={() => onChange(removeStatusLabel(value, label))}
                />
              }
            >
              {label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
