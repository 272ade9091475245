import { ActionIcon, Anchor, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { RELEASE_LIMITS } from '@squadboard/domain/releases/release.model';
import { pageWindow } from '@squadboard/domain/releases/release.rules';
import type { ReleaseWorkItem } from '@squadboard/domain/releases/release.schema';
import { IconChevronLeft, IconChevronRight, IconInbox } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import {
  isPlainClick,
  useOpenWorkItem,
  workItemPagePath,
} from '../../../entities/work-item/open-work-item.tsx';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

// 'Participating Epics / Stories / Bugs for Release' (spec 001 §2.7 tab 2): five rows a page
// (spec 001 §9) with 'Page: n Showing a - b of total'. An id opens the Edit Work Item dialog over
// the dashboard. On a phone each row reads as a card (release-dashboard.css).

type Kind = 'Epic' | 'Story' | 'Bug';

const TABLES: Record<Kind, { title: string; idColumn: string; plural: string }> = {
  Epic: { title: MSG.releases.dashboard.epics, idColumn: UI.items.epicId, plural: 'epics' },
  Story: { title: MSG.releases.dashboard.stories, idColumn: UI.items.storyId, plural: 'stories' },
  Bug: { title: MSG.releases.dashboard.bugs, idColumn: UI.items.bugId, plural: 'bugs' },
};

/** The column's name beside each value on a phone, where the heading row is hidden. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="release-cell-label" aria-hidden>
      {children}
    </span>
  );
}

function NoSprintMark() {
  return (
    <Tooltip label={UI.noSprint} withArrow>
      <span role="img" aria-label={UI.noSprint} className="release-no-sprint">
        <IconInbox size={16} aria-hidden />
      </span>
    </Tooltip>
  );
}

function ItemRow({ item, kind, idColumn }: { item: ReleaseWorkItem; kind: Kind; idColumn: string }) {
  const openWorkItem = useOpenWorkItem();
  // Epics are not planned into sprints; only a story or bug is marked for waiting in the backlog.
  const inBacklog = kind !== 'Epic' && item.sprintName === null;
  return (
    <Table.Tr data-testid="release-item-row">
      <Table.Td className="release-cell-kind">
        <Group gap={6} wrap="nowrap">
          <KindIcon kind={item.type} size={20} />
          {inBacklog ? <NoSprintMark /> : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <CellLabel>{UI.items.squad}</CellLabel>
        {item.squadName}
      </Table.Td>
      <Table.Td>
        <CellLabel>{idColumn}</CellLabel>
        <Anchor
          component={Link}
          to={workItemPagePath(item.id)}
          fw={600}
          size="sm"
          underline="hover"
          aria-label={UI.openItem(item.acronymId, item.title)}
          onClick={(event) => {
            // A plain click opens the dialog over the dashboard; with a modifier, a new tab.
            if (isPlainClick(event)) {
              event.preventDefault();
              openWorkItem(item.id);
            }
          }}
        >
          {item.acronymId}
        </Anchor>
      </Table.Td>
      <Table.Td className="release-cell-title">
        <CellLabel>{UI.items.title}</CellLabel>
        {item.title}
      </Table.Td>
      <Table.Td>
        <CellLabel>{UI.items.status}</CellLabel>
        <StatusBadge statusId={item.statusId} />
      </Table.Td>
    </Table.Tr>
  );
}

export function ItemsTable({ kind, items }: { kind: Kind; items: readonly ReleaseWorkItem[] }) {
  const headingId = useId();
  const { title, idColumn, plural } = TABLES[kind];
  const [page, setPage] = useState(1);
  // Clamped: a refresh after a save may leave fewer pages than the one being read.
  const view = pageWindow(items.length, page, RELEASE_LIMITS.pageSize);
  const shown = items.slice(view.start, view.end);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      className="release-items"
      data-kind={kind}
    >
      <Title order={3} fz="md" id={headingId} mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI.noItems(plural)}
        </Text>
      ) : (
        <>
          <Table aria-labelledby={headingId} fz="sm" highlightOnHover className="release-items-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{UI.items.item}</Table.Th>
                <Table.Th scope="col">{UI.items.squad}</Table.Th>
                <Table.Th scope="col">{idColumn}</Table.Th>
                <Table.Th scope="col">{UI.items.title}</Table.Th>
                <Table.Th scope="col">{UI.items.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <ItemRow key={item.id} item={item} kind={kind} idColumn={idColumn} />
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="xs" mt="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {UI.pageSummary(view.page, view.from, view.to, items.length)}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={UI.previousPage(title)}
              disabled={view.page <= 1}
              onClick={() => setPage(view.page - 1)}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={UI.nextPage(title)}
              disabled={view.page >= view.pages}
              onClick={() => setPage(view.page + 1)}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </>
      )}
    </Paper>
  );
}
