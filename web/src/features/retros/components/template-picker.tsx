import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.limits';
import { RETRO_TEMPLATES, TEMPLATE_IDS, type TemplateId } from '@squadboard/domain/retro/retro.schema';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RETROS_UI as UI } from '../retros-strings.ts';

function labelOf(id: TemplateId): string {
  return id === 'custom' ? UI.custom : RETRO_TEMPLATES[id].label;
}

function columnsOf(id: TemplateId): string {
  return id === 'custom' ? UI.customHint : RETRO_TEMPLATES[id].columns.join(' · ');
}

interface TemplatePickerProps {
  value: TemplateId;
  onChange: (id: TemplateId) => void;
  columns: string[];
  onColumnsChange: (columns: string[]) => void;
  /** Error of the whole custom list ("Add at least one column."). */
  columnsError?: ReactNode;
  /** Error of one column name, by index. */
  columnError: (index: number) => ReactNode;
}

/** Radio cards over the templates; Custom reveals editable column names. */
export function TemplatePicker(props: TemplatePickerProps) {
  const { value, onChange, columns, onColumnsChange, columnsError, columnError } = props;
  return (
    <Stack gap="xs">
      <Radio.Group label={UI.template} value={value} onChange={(next) => onChange(next as TemplateId)}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
          {TEMPLATE_IDS.map((id) => (
            <Radio.Card key={id} value={id} radius="md" p="sm" aria-label={labelOf(id)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600}>
                    {labelOf(id)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {columnsOf(id)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {value === 'custom' ? (
        <Stack gap="xs">
          {columns.map((name, index) => (
            // Columns have no identity but their position while being typed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={UI.columnName(index + 1)}
                placeholder={UI.columnName(index + 1)}
                value={name}
                maxLength={RETRO_LIMITS.columnNameMax}
                error={columnError(index)}
                onChange={(event) => {
                  const next = [...columns];
                  next[index] = event.currentTarget.value;
                  onColumnsChange(next);
                }}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={UI.removeColumn(index + 1)}
                disabled={columns.length <= 1}
                onClick={() => onColumnsChange(columns.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {columnsError ? (
            <Text size="xs" c="red">
              {columnsError}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={columns.length >= RETRO_LIMITS.columnsMax}
              onClick={() => onColumnsChange([...columns, ''])}
            >
              {UI.addColumn}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
