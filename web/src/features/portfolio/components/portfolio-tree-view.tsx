import '../portfolio-list.css';
import { ActionIcon, Anchor, Box, Group, Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { IconChevronRight, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { plannedRange } from '../portfolio-format.ts';
import { nodePath } from '../portfolio-paths.ts';
import { PORTFOLIO_UI as UI } from '../portfolio-strings.ts';
import type { PortfolioTreeEntry } from '../portfolio-tree.ts';
import { PortfolioCountsView, PortfolioProgress } from './portfolio-progress.tsx';
import { PortfolioStatusBadge } from './portfolio-status-badge.tsx';

const TOGGLE_SIZE = 28;

interface Toggle {
  expanded: boolean;
  /** The id of the Projects' list it shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** One Initiative or Project: its name links to its page; the rest reads as columns from lg on. */
function PortfolioRow({ node, toggle }: { node: PortfolioNode; toggle: Toggle | null }) {
  const name = acronymTitle(node.acronymId, node.title);
  return (
    <div className="portfolio-row" data-level={node.level} data-testid="portfolio-row">
      <Group className="portfolio-row-title" gap="xs" wrap="nowrap">
        {toggle ? (
          // A disclosure button: Tab reaches it, Enter or Space opens and closes, and
          // aria-expanded says which it is, under the same name either way.
          <ActionIcon
            variant="subtle"
            color="gray"
            size={TOGGLE_SIZE}
            aria-label={UI.projectsOf(name)}
            aria-expanded={toggle.expanded}
            aria-controls={toggle.controls}
            onClick={toggle.onToggle}
          >
            <IconChevronRight
              size={18}
              aria-hidden
              style={{
                transform: toggle.expanded ? 'rotate(90deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          </ActionIcon>
        ) : node.level === 'Initiative' ? (
          <Box w={TOGGLE_SIZE} style={{ flexShrink: 0 }} aria-hidden />
        ) : null}
        <KindIcon kind={node.level} />
        <Anchor component={Link} to={nodePath(node.id)} fw={600} miw={0}>
          {name}
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconUser size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
        <Text size="sm" truncate>
          <VisuallyHidden>{UI.columns.owner}: </VisuallyHidden>
          {node.ownerName || UI.noOwner}
        </Text>
      </Group>
      <div>
        <PortfolioStatusBadge status={node.status} />
      </div>
      <Text size="sm" c="dimmed">
        {plannedRange(node.plannedStart, node.plannedEnd)}
      </Text>
      <PortfolioCountsView counts={node.counts} />
      <div className="portfolio-row-progress">
        <PortfolioProgress counts={node.counts} />
      </div>
    </div>
  );
}

/** The column names, drawn once over the rows from lg on; each row also says what it shows. */
function HeadingRow() {
  const columns = UI.columns;
  return (
    <div className="portfolio-head" aria-hidden>
      {[
        columns.title,
        columns.owner,
        columns.status,
        columns.planned,
        columns.workItems,
        columns.progress,
      ].map((label) => (
        <Text key={label} size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
      ))}
    </div>
  );
}

/** Initiatives with their Projects nested under them; every Initiative starts open. */
export function PortfolioTreeView({ entries }: { entries: readonly PortfolioTreeEntry[] }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <HeadingRow />
      <ul className="portfolio-tree" aria-label={UI.tree}>
        {entries.map(({ node, projects }) => {
          const expanded = !collapsed.has(node.id);
          const listId = `portfolio-projects-${node.id}`;
          return (
            <li key={node.id}>
              <PortfolioRow
                node={node}
                toggle={
                  projects.length > 0 ? { expanded, controls: listId, onToggle: () => toggle(node.id) } : null
                }
              />
              {projects.length > 0 ? (
                <ul
                  id={listId}
                  hidden={!expanded}
                  aria-label={UI.projectsOf(acronymTitle(node.acronymId, node.title))}
                >
                  {projects.map((project) => (
                    <li key={project.id}>
                      <PortfolioRow node={project} toggle={null} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}

/** Stand-ins for the rows while the list loads; the words are for screen readers. */
export function PortfolioTreeSkeleton() {
  return (
    <Paper withBorder radius="md" role="status">
      <VisuallyHidden>{UI.loading}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="portfolio-row" data-level={row % 2 ? 'Project' : 'Initiative'} aria-hidden>
          <Group className="portfolio-row-title" gap="xs" wrap="nowrap">
            <Skeleton height={20} width={20} radius="sm" />
            <Skeleton height={14} width="60%" />
          </Group>
          <Skeleton height={12} width="70%" />
          <Skeleton height={18} width={80} radius="sm" />
          <Skeleton height={12} width="80%" />
          <Skeleton height={12} width={140} />
          <div className="portfolio-row-progress">
            <Skeleton height={8} />
          </div>
        </div>
      ))}
    </Paper>
  );
}
