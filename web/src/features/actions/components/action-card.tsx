import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { formatDueDay } from '@squadboard/domain/common/date-format';
import { IconCalendarDue, IconDots, IconFlag, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { PRIORITY_COLOURS } from '../../../entities/action/priority-colours.ts';
import { STATUS_COLOURS } from '../action-format.ts';
import { ACTIONS_UI as UI } from '../actions-strings.ts';

interface ActionCardProps {
  action: Action;
  onEdit: (action: Action) => void;
  onDelete: (action: Action) => void;
}

/** Spec 001 §2.3: id, title (click to edit), assignee, description, menu, priority, due, status. */
export function ActionCard({ action, onEdit, onDelete }: ActionCardProps) {
  const due = formatDueDay(action.dueDate);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="action-card" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text size="sm" fw={700} c="dimmed" data-testid="action-number">
              {UI.number(action.number)}
            </Text>
            <Badge
              size="sm"
              variant="light"
              color={PRIORITY_COLOURS[action.priority]}
              leftSection={<IconFlag size={12} aria-hidden />}
              tt="none"
            >
              {action.priority}
              <VisuallyHidden> {UI.prioritySuffix}</VisuallyHidden>
            </Badge>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={UI.menu(action.number)}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            {/* Only what the server says the caller may do (action.can): no Delete that would be refused. */}
            <Menu.Dropdown>
              {action.can.edit ? (
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(action)}>
                  {UI.edit}
                </Menu.Item>
              ) : null}
              {action.can.delete ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onDelete(action)}
                >
                  {UI.delete}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <UnstyledButton
          onClick={() => onEdit(action)}
          aria-label={UI.editTitle(action.title)}
          style={{ textAlign: 'left' }}
        >
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} td="none" className="action-title">
            {action.title}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconUser size={14} aria-hidden />
          <Text size="sm" truncate>
            <VisuallyHidden>{UI.assignee}: </VisuallyHidden>
            {action.ownerName || UI.unassigned}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {action.description}
        </Text>
        <Group justify="space-between" gap="xs" mt="auto" pt="xs">
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendarDue size={14} aria-hidden />
            <Text size="sm">
              <VisuallyHidden>{UI.dueDate}: </VisuallyHidden>
              <span data-testid="action-due">{due ?? UI.noDueDate}</span>
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Box
              w={10}
              h={10}
              bg={`${STATUS_COLOURS[action.status]}.6`}
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-hidden
            />
            <Text size="sm" fw={500}>
              <VisuallyHidden>{UI.status}: </VisuallyHidden>
              <span data-testid="action-status">{action.status}</span>
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
