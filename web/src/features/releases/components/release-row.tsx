import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import { RELEASE_STAGE_DATES } from '@squadboard/domain/releases/release.model';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { IconCircleCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { RELEASE_UI as UI } from '../release-strings.ts';
import { MilestoneDiamond, ReleaseStatusBadge } from './release-badges.tsx';

export interface RowActions {
  onEdit: () => void;
  onComplete: () => void;
  onDelete: () => void;
  completing: boolean;
}

interface ReleaseRowProps {
  release: Release;
  /** The address that opens the release's dashboard (the page's filters kept). */
  dashboardSearch: string;
  /** The Actions column's handlers, when the table has that column; each button shows only if `release.can` allows it. */
  actions: RowActions | null;
}

/** One release as the list shows it (spec 001 §2.7); the edit icon is returned for refocusing. */
export const ReleaseRow = forwardRef<HTMLButtonElement, ReleaseRowProps>(function ReleaseRow(
  { release, dashboardSearch, actions },
  editRef,
) {
  return (
    <Table.Tr data-testid="release-row" data-release={release.id}>
      <Table.Td className="release-cell-name">
        <Anchor
          component={Link}
          to={{ search: dashboardSearch }}
          fw={600}
          underline="hover"
          title={UI.openDashboard(release.name)}
        >
          {release.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {release.initiative.acronymId}
        </Text>
      </Table.Td>
      <Table.Td>
        <ReleaseStatusBadge status={release.status} />
      </Table.Td>
      <Table.Td>
        <MilestoneDiamond milestone={release.milestone} />
      </Table.Td>
      {RELEASE_STAGE_DATES.map((stage) => {
        const date = formatDayMonthYear(release[stage]);
        return (
          <Table.Td key={stage} className="release-cell-date">
            {date ?? (
              <Text span c="dimmed">
                {UI.noDate}
              </Text>
            )}
          </Table.Td>
        );
      })}
      <Table.Td className="release-cell-manager">
        {release.releaseTrainManager?.name ?? (
          <Text span c="dimmed">
            {UI.noManager}
          </Text>
        )}
      </Table.Td>
      {actions ? (
        <Table.Td className="release-cell-actions">
          <Group gap={4} wrap="nowrap">
            {release.can.edit ? (
              <ActionIcon
                ref={editRef}
                variant="subtle"
                color="gray"
                aria-label={UI.edit(release.name)}
                onClick={actions.onEdit}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {release.can.complete ? (
              <ActionIcon
                variant="subtle"
                color="teal"
                aria-label={UI.complete(release.name)}
                loading={actions.completing}
                onClick={actions.onComplete}
              >
                <IconCircleCheck size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {release.can.delete ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={UI.delete(release.name)}
                onClick={actions.onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
});
