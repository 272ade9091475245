import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import { RETRO_TEMPLATES, TEMPLATE_IDS, type TemplateId } from '@squadboard/domain/retro/retro.schema';
import type { RetroTemplate } from '@squadboard/domain/retro/retro-template.schema';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteRetroTemplate, useRetroTemplates } from '../../../entities/retro/api/retro-templates.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';

function labelOf(id: TemplateId): string {
  return id === 'custom' ? UI.custom : RETRO_TEMPLATES[id].label;
}

function columnsOf(id: TemplateId): string {
  return id === 'custom' ? UI.customHint : RETRO_TEMPLATES[id].columns.join(' · ');
}

/** A saved template's radio value: apart from the built-in ids, which it can never be. */
const SAVED_PREFIX = 'saved:';

interface TemplatePickerProps {
  value: TemplateId;
  onChange: (id: TemplateId) => void;
  columns: string[];
  onColumnsChange: (columns: string[]) => void;
  /** Error of the whole custom list ("Add at least one column."). */
  columnsError?: ReactNode;
  /** Error of one column name, by index. */
  columnError: (index: number) => ReactNode;
  /** The chosen squad: its saved templates follow the built-in ones (none while unchosen). */
  squadId?: string | null;
  /** The saved template chosen, if one is. */
  savedId?: string | null;
  /** A saved template chosen: the form goes Custom with its columns (still editable). */
  onPickSaved?: (template: RetroTemplate) => void;
}

function TemplateCard({ value, label, description }: { value: string; label: string; description: string }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" aria-label={label} style={{ flex: 1, minWidth: 0 }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Radio cards over the built-in templates, then the chosen squad's saved ones (each with its
 * delete button); Custom, or a saved template, reveals editable column names.
 */
export function TemplatePicker(props: TemplatePickerProps) {
  const { value, onChange, columns, onColumnsChange, columnsError, columnError } = props;
  // Loading or failing, the saved templates are simply not offered: the built-in ones still are.
  const saved = useRetroTemplates(props.squadId ?? null).data ?? [];
  const remove = useDeleteRetroTemplate();
  const [deleting, setDeleting] = useState<RetroTemplate | null>(null);
  const savedId = props.savedId && saved.some((t) => t.id === props.savedId) ? props.savedId : null;
  const radioValue = savedId ? `${SAVED_PREFIX}${savedId}` : value;

  const choose = (next: string) => {
    const template = saved.find((t) => `${SAVED_PREFIX}${t.id}` === next);
    if (template) {
      props.onPickSaved?.(template);
    } else if (!next.startsWith(SAVED_PREFIX)) {
      onChange(next as TemplateId);
    }
  };

  const confirmDelete = () => {
    if (!deleting) {
      return;
    }
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(MSG.retroTemplates.deleted);
        setDeleting(null);
      },
      onError: (error) => showFailure(error),
    });
  };

  return (
    <Stack gap="xs">
      <Radio.Group label={UI.template} value={radioValue} onChange={choose}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
          {TEMPLATE_IDS.map((id) => (
            <TemplateCard key={id} value={id} label={labelOf(id)} description={columnsOf(id)} />
          ))}
          {saved.map((template) => (
            // The delete button sits beside the card: a button inside the radio would nest controls.
            <Group key={template.id} wrap="nowrap" gap={4} align="stretch">
              <TemplateCard
                value={`${SAVED_PREFIX}${template.id}`}
                label={template.name}
                description={template.columns.join(' · ')}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={UI.deleteTemplate(template.name)}
                onClick={() => setDeleting(template)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <ConfirmDialog
        opened={deleting !== null}
        title={UI.deleteTemplateTitle}
        confirmLabel={UI.confirmDeleteTemplate}
        cancelLabel={UI.keep}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
      >
        <Text>{UI.deleteTemplateQuestion(deleting?.name ?? '')}</Text>
        <Text size="sm" c="dimmed">
          {UI.deleteTemplateExplanation}
        </Text>
      </ConfirmDialog>
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
