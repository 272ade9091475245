import { isOverCapacity } from '@squadboard/domain/sprints/sprint-planning.rules';
import type { BoardAncestor, SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { BOARD_UI as UI } from './board-strings.ts';

// The board's data as pure functions: what a `sprint:item` broadcast does to it, the optimistic
// move and its rollback, the browser-side filters and the swimlanes.

export interface ItemApplied {
  board: SprintBoard;
  /** The board cannot place the item by itself (a parent it has never seen): reload it. */
  refetch: boolean;
}

const effort = (item: WorkItem | undefined) => item?.effortHours ?? 0;

/** The header's figures after `before` became `after` (either may be missing: added, removed). */
function withFigures(
  board: SprintBoard,
  before: WorkItem | undefined,
  after: WorkItem | undefined,
): SprintBoard {
  const planned = board.sprint;
  if (!planned) {
    return board;
  }
  const committedHours = planned.committedHours - effort(before) + effort(after);
  const itemCount = planned.itemCount - (before ? 1 : 0) + (after ? 1 : 0);
  const overCapacity =
    planned.capacityHours !== null && isOverCapacity(committedHours, planned.capacityHours);
  return { ...board, sprint: { ...planned, committedHours, itemCount, overCapacity } };
}

/**
 * A work item created or changed elsewhere: on the board when it is in the board's sprint and
 * squad, off it otherwise. Of two versions of one item the later `updatedAt` wins; an equal one is
 * the version the board holds already (perhaps moved optimistically), so it changes nothing.
 */
export function applySprintItem(board: SprintBoard, item: WorkItem): ItemApplied {
  const sprintId = board.sprint?.sprint.id;
  const at = board.items.findIndex((other) => other.id === item.id);
  const current = board.items[at];
  if (!sprintId || (current && current.updatedAt >= item.updatedAt)) {
    return { board, refetch: false };
  }
  const belongs = item.sprintId === sprintId && item.squadId === board.squad.id;
  if (!belongs) {
    if (!current) {
      return { board, refetch: false };
    }
    const items = board.items.filter((other) => other.id !== item.id);
    return { board: withFigures({ ...board, items }, current, undefined), refetch: false };
  }
  // New cards join at the end (the server's rank order returns on the next load).
  const items = current
    ? board.items.map((other) => (other.id === item.id ? item : other))
    : [...board.items, item];
  const known = (id: string) => board.ancestors.some((a) => a.id === id) || items.some((i) => i.id === id);
  const refetch = item.parentId !== null && !known(item.parentId);
  return { board: withFigures({ ...board, items }, current, item), refetch };
}

/** The optimistic move: the card shows in its new status before the server answers. */
export function withCardStatus(board: SprintBoard, id: string, statusId: WorkItemStatusId): SprintBoard {
  return { ...board, items: board.items.map((item) => (item.id === id ? { ...item, statusId } : item)) };
}

/**
 * A refused move goes back to `before`, unless a newer version arrived meanwhile (someone else's
 * change, over the socket): that one stays.
 */
export function revertCard(board: SprintBoard, before: WorkItem): SprintBoard {
  return {
    ...board,
    items: board.items.map((item) =>
      item.id === before.id && item.updatedAt === before.updatedAt ? before : item,
    ),
  };
}

// ── Filters (in the browser: the board holds the whole sprint) ─────────────────────────────

/** The owner filter's value for cards without an owner. */
export const UNASSIGNED = 'unassigned';

export interface BoardFilters {
  owners: string[];
  types: WorkItemType[];
  labels: string[];
}

export const NO_FILTERS: BoardFilters = { owners: [], types: [], labels: [] };

export const isFiltered = (f: BoardFilters) => f.owners.length + f.types.length + f.labels.length > 0;

export function filterCards(items: readonly WorkItem[], f: BoardFilters): WorkItem[] {
  return items.filter(
    (item) =>
      (f.owners.length === 0 || f.owners.includes(item.ownerId ?? UNASSIGNED)) &&
      (f.types.length === 0 || f.types.includes(item.type)) &&
      (f.labels.length === 0 || item.labels.some((label) => f.labels.includes(label))),
  );
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The choices the filters offer: the owners and labels on the board's cards. */
export function filterChoices(items: readonly WorkItem[]) {
  const owners = new Map<string, string>();
  const labels = new Set<string>();
  for (const item of items) {
    if (item.ownerId) {
      owners.set(item.ownerId, item.ownerName ?? item.ownerId);
    }
    for (const label of item.labels) {
      labels.add(label);
    }
  }
  return {
    owners: [
      ...[...owners].map(([value, label]) => ({ value, label })).sort(byLabel),
      { value: UNASSIGNED, label: UI.unassigned },
    ],
    labels: [...labels].sort((a, b) => a.localeCompare(b)),
  };
}

// ── Swimlanes ───────────────────────────────────────────────────────────────────────────────

export type LaneMode = 'none' | 'assignee' | 'epic';

export interface Lane {
  key: string;
  title: string;
  items: WorkItem[];
}

type Node = Pick<BoardAncestor, 'id' | 'type' | 'acronymId' | 'title' | 'parentId'>;

/** The Epic above an item, walking its parents through the board's cards and ancestors. */
export function epicOf(item: WorkItem, nodes: ReadonlyMap<string, Node>): Node | null {
  const seen = new Set<string>([item.id]);
  let parentId = item.parentId;
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = nodes.get(parentId);
    if (!parent) {
      return null;
    }
    if (parent.type === 'Epic') {
      return parent;
    }
    parentId = parent.parentId;
  }
  return null;
}

/**
 * The cards grouped into swimlanes, each keeping the board's order: one lane for 'none'; a lane
 * per owner (by name, Unassigned last); a lane per epic (in the order their first cards come,
 * No epic last). Only lanes with cards are made.
 */
export function boardLanes(
  items: readonly WorkItem[],
  mode: LaneMode,
  ancestors: readonly BoardAncestor[],
): Lane[] {
  if (mode === 'none') {
    return [{ key: 'all', title: '', items: [...items] }];
  }
  const nodes = new Map<string, Node>([...ancestors, ...items].map((node) => [node.id, node]));
  const lanes = new Map<string, Lane>();
  const rest: Lane = {
    key: mode === 'assignee' ? UNASSIGNED : 'no-epic',
    title: mode === 'assignee' ? UI.unassigned : UI.noEpic,
    items: [],
  };
  for (const item of items) {
    let group: { key: string; title: string } | null = null;
    if (mode === 'assignee') {
      group = item.ownerId ? { key: item.ownerId, title: item.ownerName ?? item.ownerId } : null;
    } else {
      const epic = epicOf(item, nodes);
      group = epic ? { key: epic.id, title: acronymTitle(epic.acronymId, epic.title) } : null;
    }
    const lane = group ? (lanes.get(group.key) ?? { ...group, items: [] }) : rest;
    lane.items.push(item);
    if (group) {
      lanes.set(group.key, lane);
    }
  }
  const ordered = [...lanes.values()];
  if (mode === 'assignee') {
    ordered.sort((a, b) => a.title.localeCompare(b.title));
  }
  return rest.items.length > 0 ? [...ordered, rest] : ordered;
}
