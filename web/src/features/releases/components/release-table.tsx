import { Paper, Table, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { RELEASE_STAGE_DATES } from '@squadboard/domain/releases/release.model';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteRelease } from '../api/complete-release.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';
import { DeleteReleaseDialog } from './delete-release-dialog.tsx';
import { ReleaseEditRow } from './release-edit-row.tsx';
import { ReleaseRow } from './release-row.tsx';
import '../releases.css';

const TIPS = MSG.releases.tooltips;

/** The columns in the spec's order (§2.7), each with its tooltip. */
const COLUMNS: { key: string; label: string; tip: string }[] = [
  { key: 'name', label: UI.columns.name, tip: TIPS.name },
  { key: 'status', label: UI.columns.status, tip: TIPS.status },
  { key: 'milestone', label: UI.columns.milestone, tip: TIPS.milestone },
  ...RELEASE_STAGE_DATES.map((stage) => ({ key: stage, label: UI.columns[stage], tip: TIPS[stage] })),
  { key: 'releaseTrainManager', label: UI.columns.releaseTrainManager, tip: TIPS.releaseTrainManager },
];

/**
 * A heading whose tooltip names what the column holds ('Refinement Finish Date' …). The heading
 * can take focus so a keyboard shows the tooltip too; a screen reader hears it as the heading's
 * description, while the column keeps its short name.
 */
function HeaderCell({ label, tip }: { label: string; tip: string }) {
  const id = useId();
  return (
    <Table.Th scope="col">
      <Tooltip label={tip} events={{ hover: true, focus: true, touch: true }} withinPortal>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable by keyboard */}
        <span className="release-th" tabIndex={0} aria-describedby={id}>
          {label}
        </span>
      </Tooltip>
      <span id={id} hidden>
        {tip}
      </span>
    </Table.Th>
  );
}

interface ReleaseTableProps {
  releases: readonly Release[];
  /** The address that opens a release's dashboard, the page's filters kept. */
  dashboardSearch: (id: string) => string;
}

/**
 * Tab 1's table (spec 001 §2.7). It scrolls sideways inside its card where the eleven columns do
 * not fit (phones, and a row being edited).
 */
export function ReleaseTable({ releases, dashboardSearch }: ReleaseTableProps) {
  // The Actions column is there when some row offers an action (each release's `can`).
  const anyActions = releases.some(
    (release) => release.can.edit || release.can.complete || release.can.delete,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Release | null>(null);
  const complete = useCompleteRelease();
  const editIcons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  // Back from editing, focus returns to that row's edit icon rather than to the page.
  useEffect(() => {
    if (editing === null && refocus.current) {
      editIcons.current.get(refocus.current)?.focus();
      refocus.current = null;
    }
  }, [editing]);

  const completeOne = (release: Release) =>
    complete.mutate(release.id, {
      onSuccess: () => toast.success(MSG.releases.updated),
      onError: (error) => showFailure(error, { fallback: MSG.releases.saveFailed }),
    });

  return (
    <Paper withBorder radius="md" className="release-card">
      <Table.ScrollContainer minWidth={anyActions ? 960 : 860} type="native">
        <Table
          className="release-table"
          aria-label={UI.table}
          verticalSpacing="sm"
          horizontalSpacing="xs"
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <HeaderCell key={column.key} label={column.label} tip={column.tip} />
              ))}
              {anyActions ? (
                <Table.Th scope="col" className="release-cell-actions">
                  {UI.columns.actions}
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.map((release) =>
              release.can.edit && editing === release.id ? (
                <ReleaseEditRow
                  key={release.id}
                  release={release}
                  onDone={() => {
                    refocus.current = release.id;
                    setEditing(null);
                  }}
                />
              ) : (
                <ReleaseRow
                  key={release.id}
                  ref={(icon) => {
                    if (icon) {
                      editIcons.current.set(release.id, icon);
                    } else {
                      editIcons.current.delete(release.id);
                    }
                  }}
                  release={release}
                  dashboardSearch={dashboardSearch(release.id)}
                  actions={
                    anyActions
                      ? {
                          onEdit: () => setEditing(release.id),
                          onComplete: () => completeOne(release),
                          onDelete: () => setDeleting(release),
                          completing: complete.isPending && complete.variables === release.id,
                        }
                      : null
                  }
                />
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DeleteReleaseDialog release={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
