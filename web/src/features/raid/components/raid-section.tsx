import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { RaidType } from '@squadboard/domain/raid/raid.model';
import { isRaidOverdue } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatRaidDate, raidName } from '../raid-format.ts';
import { RAID_UI as UI } from '../raid-strings.ts';
import { OverdueBadge, RaidPriorityBadge, RaidStatusBadge, TYPE_ICONS } from './raid-badges.tsx';
import '../raid.css';

// One collapsible section of the register (spec 001 §2.6): a header with the type's icon, name
// and count, then the items as a table; on a phone each row reads as a card (raid.css).

const COLUMNS = UI.columns;

/** The column's name beside each value on a phone, where the heading row is hidden. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="raid-cell-label" aria-hidden>
      {children}
    </span>
  );
}

interface RowProps {
  item: RaidItem;
  today: string;
  /** The page's query string, kept when the item opens so closing it restores the filters. */
  search: string;
}

function RaidRow({ item, today, search }: RowProps) {
  const name = raidName(item);
  const overdue = isRaidOverdue(item, today);
  const due = formatRaidDate(item.dueDate);
  return (
    <tr className="raid-row" data-testid="raid-row" data-overdue={overdue || undefined}>
      <td className="raid-cell-title">
        <Anchor
          component={Link}
          to={{ pathname: `/raid/${item.id}`, search }}
          fw={600}
          underline="hover"
          // The overdue mark is part of the name, so a screen reader hears it with the item.
          aria-label={overdue ? `${name}, ${UI.overdue}` : undefined}
        >
          {name}
        </Anchor>
      </td>
      <td>
        <CellLabel>{COLUMNS.status}</CellLabel>
        <RaidStatusBadge status={item.status} />
      </td>
      <td>
        <CellLabel>{COLUMNS.dueDate}</CellLabel>
        <Group gap={6} wrap="wrap" className="raid-due">
          {due ? (
            <Text span size="sm">
              {due}
            </Text>
          ) : (
            <Text span size="sm" c="dimmed">
              {UI.noDueDate}
            </Text>
          )}
          {overdue ? <OverdueBadge /> : null}
        </Group>
      </td>
      <td>
        <CellLabel>{COLUMNS.priority}</CellLabel>
        <RaidPriorityBadge priority={item.priority} />
      </td>
      <td>
        <CellLabel>{COLUMNS.parent}</CellLabel>
        <Text span size="sm">
          {raidName(item.parent)}
        </Text>
      </td>
      <td>
        <CellLabel>{COLUMNS.owner}</CellLabel>
        <Text span size="sm" c={item.owner ? undefined : 'dimmed'}>
          {item.owner?.name ?? UI.noOwner}
        </Text>
      </td>
    </tr>
  );
}

interface RaidSectionProps {
  type: RaidType;
  items: readonly RaidItem[];
  expanded: boolean;
  onToggle: () => void;
  today: string;
  search: string;
}

export function RaidSection({ type, items, expanded, onToggle, today, search }: RaidSectionProps) {
  const bodyId = useId();
  const Icon = TYPE_ICONS[type];
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder radius="md" component="section" className="raid-section" data-type={type}>
      <Title order={2} fz="md" m={0}>
        <UnstyledButton
          className="raid-section-header"
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={UI.sectionToggle(type, items.length)}
          onClick={onToggle}
        >
          <Chevron size={18} aria-hidden />
          <Icon size={20} aria-hidden />
          <span>{type}</span>
          <Badge variant="light" color="gray" size="md" aria-hidden>
            {items.length}
          </Badge>
        </UnstyledButton>
      </Title>
      <div id={bodyId} hidden={!expanded} className="raid-section-body">
        {expanded ? (
          <table className="raid-table" aria-label={UI.sectionTable(type)}>
            <thead>
              <tr>
                <th scope="col">{COLUMNS.title}</th>
                <th scope="col">{COLUMNS.status}</th>
                <th scope="col">{COLUMNS.dueDate}</th>
                <th scope="col">{COLUMNS.priority}</th>
                <th scope="col">{COLUMNS.parent}</th>
                <th scope="col">{COLUMNS.owner}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <RaidRow key={item.id} item={item} today={today} search={search} />
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </Paper>
  );
}

/** What the register shows while it loads: two sections' worth of grey rows. */
export function RaidSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={UI.loading} role="status">
      {[0, 1].map((section) => (
        <Paper withBorder radius="md" p="md" key={section}>
          <Skeleton height={22} width={160} mb="md" />
          <Stack gap="sm">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={18} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
