import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { CARD_WORK_ITEM_TYPES } from '@squadboard/domain/work-items/work-item.model';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { WORK_ITEM_LIMITS, ZCardToBacklog } from '@squadboard/domain/work-items/work-item.schema';
import { useState } from 'react';
import { useParentChoices } from '../../../../entities/work-item/api/parent-choices.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { toast } from '../../../../lib/toast.ts';
import { useBoardEnv } from './board-context.tsx';

// A card into the retro squad's backlog, beside Convert to action: its type, a title
// prefilled from the card's first line (within the title limit), the card's text as the item's
// description, and optionally a parent, which puts it under that parent's project.

const UI = MSG.workItems.toBacklog;
const ZForm = ZCardToBacklog.omit({ opId: true, cardId: true });
type CardType = (typeof CARD_WORK_ITEM_TYPES)[number];

interface FormValues {
  type: CardType;
  title: string;
  description: string;
  parentId: string | null;
}

/** The card's first line, cut to the title limit: the rest of the words are in the description. */
export function titleOfCard(text: string): string {
  const firstLine = text.trim().split('\n')[0]?.trim() ?? '';
  return firstLine.length > WORK_ITEM_LIMITS.titleMax
    ? `${firstLine.slice(0, WORK_ITEM_LIMITS.titleMax - 1).trimEnd()}…`
    : firstLine;
}

export function BacklogCardModal({
  card,
  opened,
  onClose,
}: {
  card: BoardCard;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={UI.title} size="lg" centered>
      {opened ? <BacklogForm card={card} onClose={onClose} /> : null}
    </Modal>
  );
}

function BacklogForm({ card, onClose }: { card: BoardCard; onClose: () => void }) {
  const { run } = useBoardEnv();
  const [saving, setSaving] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      type: 'Story',
      title: titleOfCard(card.text ?? ''),
      description: card.text ?? '',
      parentId: null,
    },
    validate: zodResolver(ZForm),
  });

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      const ack = await run('backlog', { cardId: card.id, ...values });
      setSaving(false);
      if (ack.ok) {
        // The server words it ('Story PAYS12 added to the backlog.').
        toast.success('message' in ack ? String(ack.message) : UI.title);
        onClose();
      }
    },
    () => toast.error(MSG.validation.invalidDetails),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="backlog-type-label">
            {UI.type}
          </Text>
          <SegmentedControl
            aria-labelledby="backlog-type-label"
            data={[...CARD_WORK_ITEM_TYPES]}
            value={form.values.type}
            onChange={(value) => {
              form.setFieldValue('type', value as CardType);
              // What fits under a Story's parent may not fit under a Bug's: choose again.
              form.setFieldValue('parentId', null);
            }}
          />
        </Stack>
        <TextInput
          label={UI.itemTitle}
          required
          maxLength={WORK_ITEM_LIMITS.titleMax}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={UI.description}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={WORK_ITEM_LIMITS.textMax}
          {...form.getInputProps('description')}
        />
        <ParentSelect
          type={form.values.type}
          value={form.values.parentId}
          onChange={(id) => form.setFieldValue('parentId', id)}
          error={form.errors.parentId}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Optional: what the type may sit under (an Epic; a Story for a Task), searched on the server. */
function ParentSelect(props: {
  type: CardType;
  value: string | null;
  onChange: (id: string | null) => void;
  error: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(search, 250);
  const choices = useParentChoices(props.type, query, opened || props.value !== null);
  const data = (choices.data ?? []).map((c) => ({ value: c.id, label: acronymTitle(c.acronymId, c.title) }));
  return (
    <Select
      label={UI.parent}
      placeholder={UI.parentPlaceholder}
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      searchValue={opened ? search : undefined}
      onSearchChange={(value) => opened && setSearch(value)}
      // The server matched already; the list shows what it sent.
      filter={({ options }) => options}
      onDropdownOpen={() => {
        setSearch('');
        setOpened(true);
      }}
      onDropdownClose={() => {
        setOpened(false);
        setSearch('');
      }}
      nothingFoundMessage={choices.isFetching ? undefined : UI.parentNone}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
