import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { IdeaColumn as ColumnName, Idea } from '@squadboard/domain/ideas/idea.schema';
import { IDEA_LIMITS } from '@squadboard/domain/ideas/idea.schema';
import { useState } from 'react';
import { IDEAS_UI as UI } from '../ideas-strings.ts';
import { IdeaCard, type IdeaCardActions } from './idea-card.tsx';

export const columnDropId = (column: ColumnName) => `column:${column}`;

interface IdeaColumnProps {
  column: ColumnName;
  ideas: Idea[];
  /** Says "no ideas here" when the column is empty (not while the whole canvas is). */
  showEmpty: boolean;
  actionsFor: (idea: Idea, index: number) => IdeaCardActions;
  /** Resolves once the idea is added (the input then clears); rejects to keep the text. */
  onAdd: (title: string) => Promise<unknown>;
}

/** A column of the canvas: its ideas in rank order, a drop target, and an input to add one. */
export function IdeaColumn({ column, ideas, showEmpty, actionsFor, onAdd }: IdeaColumnProps) {
  const droppable = useDroppable({ id: columnDropId(column), data: { type: 'column', column } });
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const title = draft.trim();
    if (adding) {
      return;
    }
    if (!title) {
      // Enter on an empty title: say why nothing was added.
      setError(MSG.ideas.titleRequired);
      return;
    }
    setError(null);
    setAdding(true);
    onAdd(title)
      .then(() => setDraft(''))
      .catch(() => undefined)
      .finally(() => setAdding(false));
  };
  return (
    <Paper
      component="section"
      aria-label={column}
      ref={droppable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      bg={droppable.isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
      style={{ minWidth: 0 }}
    >
      <Stack gap="sm">
        <Title order={2} fz="md">
          {UI.column(column, ideas.length)}
        </Title>
        <SortableContext items={ideas.map((idea) => idea.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" mih={40}>
            {ideas.length === 0 ? (
              showEmpty ? (
                <Text size="sm" c="dimmed">
                  {UI.emptyColumn}
                </Text>
              ) : null
            ) : (
              ideas.map((idea, index) => (
                <IdeaCard key={idea.id} idea={idea} actions={actionsFor(idea, index)} />
              ))
            )}
          </Stack>
        </SortableContext>
        <TextInput
          aria-label={UI.newIdea(column)}
          placeholder={UI.newIdeaPlaceholder}
          value={draft}
          maxLength={IDEA_LIMITS.titleMax}
          disabled={adding}
          error={error}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
