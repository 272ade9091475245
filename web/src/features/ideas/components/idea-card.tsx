import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IDEA_COLUMNS, type Idea, type IdeaColumn } from '@squadboard/domain/ideas/idea.schema';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IDEAS_UI as UI } from '../ideas-strings.ts';

export interface IdeaCardActions {
  /** The server's answer for this idea: which controls to show. */
  can: Idea['can'];
  onEdit: () => void;
  onDelete: () => void;
  onPromote: () => void;
  /** Keyboard and menu moves: into another column's end, or one place up or down. */
  onMoveTo: (column: IdeaColumn) => void;
  onMoveBy: (step: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}

/** One idea: dragged by its handle, or moved and acted on from its menu. */
export function IdeaCard({ idea, actions }: { idea: Idea; actions: IdeaCardActions }) {
  const sortable = useSortable({
    id: idea.id,
    data: { type: 'idea', column: idea.column },
    disabled: !actions.can.move,
  });
  const { can } = actions;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={sortable.isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="idea-card"
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {can.move ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={UI.drag(idea.title)}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {idea.title}
          </Text>
          {idea.description ? (
            <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {idea.description}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {UI.by(idea.authorName)}
            </Text>
            {idea.featureId && idea.featureAcronymId ? (
              <Badge
                component={Link}
                to={`/edit-tab/work-item/${idea.featureId}`}
                variant="light"
                color="violet"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {UI.feature(idea.featureAcronymId)}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={UI.actions(idea.title)}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {can.edit ? <Menu.Item onClick={actions.onEdit}>{UI.edit}</Menu.Item> : null}
            {can.move ? (
              <>
                <Menu.Item onClick={() => actions.onMoveBy(-1)} disabled={actions.isFirst}>
                  {UI.moveUp}
                </Menu.Item>
                <Menu.Item onClick={() => actions.onMoveBy(1)} disabled={actions.isLast}>
                  {UI.moveDown}
                </Menu.Item>
                {IDEA_COLUMNS.filter((column) => column !== idea.column).map((column) => (
                  <Menu.Item key={column} onClick={() => actions.onMoveTo(column)}>
                    {UI.moveTo(column)}
                  </Menu.Item>
                ))}
              </>
            ) : null}
            {can.promote ? <Menu.Item onClick={actions.onPromote}>{UI.promote}</Menu.Item> : null}
            {can.delete ? (
              <Menu.Item color="red" onClick={actions.onDelete}>
                {UI.delete}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
