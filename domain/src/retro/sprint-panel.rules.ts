import type {
  SprintPanel,
  SprintPanelFull,
  SprintPanelItem,
  SprintPanelKeyItem,
} from './sprint-panel.schema.ts';

// Who sees what of the retro's Sprint panel. The server decides with these; the web
// only shows what it was given.

export type SprintPanelView = 'full' | 'keys' | 'none';

export interface SprintPanelViewer {
  /** In the room on a guest pass (no account). */
  isGuest: boolean;
  /** A signed-in person who may see the retro's squad: its lead or members, a Super Admin. */
  seesSquad: boolean;
  /** The room's admin now (RETRO_ADMIN): sees the panel even while it is hidden. */
  isAdmin: boolean;
  /** The facilitator hid the panel (retros.sprint_panel off). */
  hidden: boolean;
}

/**
 * 'full' for the admin and the squad's people, 'keys' (keys and titles in the lists) for a guest,
 * 'none' for anyone else (a member of another squad let into the room) and for everyone but the
 * admin while the panel is hidden.
 */
export function panelViewFor(viewer: SprintPanelViewer): SprintPanelView {
  if (viewer.isAdmin) {
    return 'full';
  }
  if (viewer.hidden) {
    return 'none';
  }
  if (viewer.isGuest) {
    return 'keys';
  }
  return viewer.seesSquad ? 'full' : 'none';
}

/** An item cut down to what a guest may see: a new object, so no other field travels. */
export function keyItem(item: SprintPanelKeyItem): SprintPanelKeyItem {
  return { key: item.key, title: item.title };
}

/** The full panel as `view` may see it; null for 'none'. */
export function panelAs(panel: SprintPanelFull, view: SprintPanelView): SprintPanel | null {
  if (view === 'none') {
    return null;
  }
  if (view === 'full') {
    return panel;
  }
  const keys = (items: readonly SprintPanelItem[]) => items.map(keyItem);
  return {
    ...panel,
    view: 'keys',
    added: { count: panel.added.count, items: keys(panel.added.items) },
    removed: { count: panel.removed.count, items: keys(panel.removed.items) },
    done: keys(panel.done),
    notDone: keys(panel.notDone),
  };
}

/**
 * Whether a work item's history entry records a change of its sprint: an edit's entry names the
 * fields it changed ("Changed Title, Sprint"), a completion's or a deletion's move says
 * "Sprint: A → B" (work-items.messages.ts, sprint.messages.ts).
 */
export function isSprintChange(summary: string): boolean {
  return /^Changed (.+, )?Sprint(,|$)/.test(summary) || summary.startsWith('Sprint: ');
}
