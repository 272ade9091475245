import { closestCorners, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { type IdeaColumn as ColumnName, IDEA_COLUMNS, type Idea } from '@squadboard/domain/ideas/idea.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconArrowLeft, IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { usePortfolio, usePortfolioCan } from '../../entities/work-item/api/portfolio.ts';
import { showFailure } from '../../lib/failures.ts';
import { toast } from '../../lib/toast.ts';
import { useBoardSensors } from '../../lib/use-board-sensors.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateIdea, useDeleteIdea, useIdeas, useMoveIdea } from './api/ideas.ts';
import type { IdeaCardActions } from './components/idea-card.tsx';
import { columnDropId, IdeaColumn } from './components/idea-column.tsx';
import { EditIdeaModal, PromoteIdeaModal } from './components/idea-dialogs.tsx';
import { byColumn, moveIdea } from './idea-order.ts';
import { IDEAS_UI as UI } from './ideas-strings.ts';

type Dialog = { kind: 'edit' | 'delete' | 'promote'; idea: Idea } | null;

/** /portfolio/idea-canvas: an initiative's ideas in four columns. */
export function IdeaCanvasPage() {
  usePageTitle(UI.title);
  const portfolio = usePortfolio();
  const portfolioCan = usePortfolioCan();
  const [params, setParams] = useSearchParams();
  const initiatives = (portfolio.data ?? []).filter((node) => node.level === 'Initiative');
  const chosen = params.get('initiative');
  const initiativeId = initiatives.some((node) => node.id === chosen) ? chosen : (initiatives[0]?.id ?? null);

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      {/* The canvas is wide and may be used without the side menu: a way back to the product. */}
      <Anchor component={Link} to="/dashboard" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {UI.backToDashboard}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {UI.title}
      </Title>
      {portfolio.isPending ? <ListLoading label={UI.loading} /> : null}
      {portfolio.isError ? (
        <ListLoadFailed retryLabel={UI.retry} onRetry={() => void portfolio.refetch()} />
      ) : null}
      {portfolio.isSuccess && initiatives.length === 0 ? (
        <Stack align="center" gap="md">
          <ListEmpty icon={<IconBulb size={28} />} title={UI.noInitiativesTitle} text={UI.noInitiatives} />
          {portfolioCan.data?.create ? (
            <Button component={Link} to="/portfolio/create-portfolio">
              {UI.createPortfolio}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {initiativeId ? (
        <>
          <Select
            label={UI.initiative}
            placeholder={UI.initiativePlaceholder}
            data={initiatives.map((node) => ({
              value: node.id,
              label: acronymTitle(node.acronymId, node.title),
            }))}
            value={initiativeId}
            allowDeselect={false}
            onChange={(value) => value && setParams({ initiative: value }, { replace: true })}
            maw={420}
            comboboxProps={{ withinPortal: true }}
          />
          <Canvas
            key={initiativeId}
            initiativeId={initiativeId}
            projects={(portfolio.data ?? []).filter((node) => node.parentId === initiativeId)}
          />
        </>
      ) : null}
    </Stack>
  );
}

interface CanvasProps {
  initiativeId: string;
  projects: NonNullable<ReturnType<typeof usePortfolio>['data']>;
}

function Canvas({ initiativeId, projects }: CanvasProps) {
  const ideas = useIdeas(initiativeId);
  const create = useCreateIdea(initiativeId);
  const move = useMoveIdea(initiativeId);
  const remove = useDeleteIdea(initiativeId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const sensors = useBoardSensors();
  if (ideas.isPending) {
    return <ListLoading label={UI.loading} />;
  }
  if (ideas.isError) {
    return <ListLoadFailed retryLabel={UI.retry} onRetry={() => void ideas.refetch()} />;
  }
  const all = ideas.data;
  const columns = byColumn(all);
  const titleOf = (id: string | number) => all.find((idea) => idea.id === String(id))?.title ?? '';
  const columnOf = (id: string): ColumnName | null =>
    IDEA_COLUMNS.find((column) => columnDropId(column) === id) ??
    all.find((idea) => idea.id === id)?.column ??
    null;

  const moveTo = (idea: Idea, column: ColumnName, index: number) => {
    const placed = moveIdea(all, idea.id, column, index);
    if (placed) {
      move.mutate(
        { id: idea.id, move: { column: placed.column, afterId: placed.afterId }, next: placed.next },
        { onError: (error) => showFailure(error) },
      );
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const idea = all.find((item) => item.id === String(active.id));
    const column = over ? columnOf(String(over.id)) : null;
    if (!idea || !over || !column) {
      return;
    }
    const target = columns[column].filter((item) => item.id !== idea.id);
    const overIndex = target.findIndex((item) => item.id === String(over.id));
    moveTo(idea, column, overIndex === -1 ? target.length : overIndex);
  };

  const actionsFor = (idea: Idea, index: number): IdeaCardActions => ({
    // What the server lets the caller do with this idea (ideaAbilities), never a guess of our own.
    can: idea.can,
    onEdit: () => setDialog({ kind: 'edit', idea }),
    onDelete: () => setDialog({ kind: 'delete', idea }),
    onPromote: () => setDialog({ kind: 'promote', idea }),
    onMoveTo: (column) => moveTo(idea, column, columns[column].length),
    onMoveBy: (step) => moveTo(idea, idea.column, index + step),
    isFirst: index === 0,
    isLast: index === columns[idea.column].length - 1,
  });

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => UI.picked(titleOf(active.id)),
            onDragOver: ({ active, over }) =>
              over ? UI.over(titleOf(active.id), columnOf(String(over.id)) ?? '') : undefined,
            onDragEnd: ({ active, over }) =>
              over ? UI.dropped(titleOf(active.id), columnOf(String(over.id)) ?? '') : undefined,
            onDragCancel: ({ active }) => UI.cancelled(titleOf(active.id)),
          },
        }}
      >
        {all.length === 0 ? (
          <Text c="dimmed" ta="center" role="status">
            {MSG.ideas.empty}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {IDEA_COLUMNS.map((column) => (
            <IdeaColumn
              key={column}
              column={column}
              ideas={columns[column]}
              // An empty canvas says so once, above the columns, not once in each of them.
              showEmpty={all.length > 0}
              actionsFor={actionsFor}
              onAdd={(title) =>
                create
                  .mutateAsync({ initiativeId, title, column, description: '' })
                  .catch((error: unknown) => {
                    showFailure(error);
                    throw error;
                  })
              }
            />
          ))}
        </SimpleGrid>
      </DndContext>
      {dialog?.kind === 'edit' ? <EditIdeaModal idea={dialog.idea} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'promote' ? (
        <PromoteIdeaModal idea={dialog.idea} projects={projects} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={UI.deleteTitle}
        confirmLabel={UI.delete}
        cancelLabel={UI.cancel}
        pending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          remove.mutate(dialog.idea.id, {
            onSuccess: () => {
              toast.success(MSG.ideas.deleted);
              setDialog(null);
            },
            onError: (error) => showFailure(error),
          })
        }
      >
        <Text>{dialog ? UI.deleteQuestion(dialog.idea.title) : ''}</Text>
      </ConfirmDialog>
    </>
  );
}
