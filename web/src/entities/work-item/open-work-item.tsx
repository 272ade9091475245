import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { createContext, type MouseEvent, useContext } from 'react';
import { useNavigate } from 'react-router';

// The Edit Work Item dialog opens over whatever page asks for it (the backlog, the sprint board,
// the release dashboard). Features may not import one another, so the dialog's host (in app/)
// provides the opener here and every feature asks for it by this hook.

export const workItemPagePath = (id: string) => `/edit-tab/work-item/${encodeURIComponent(id)}`;

/**
 * A status change the server refused until some fields are filled (a card dragged on the sprint
 * board): the dialog opens with those fields marked, and its Save makes the change too.
 */
export interface PendingStatusChange {
  statusId: WorkItemStatusId;
  /** The server's `fields`: each field the new status needs, with its message. */
  fields: Record<string, string>;
}

export type OpenWorkItem = (id: string, pending?: PendingStatusChange) => void;

const OpenWorkItemContext = createContext<OpenWorkItem | null>(null);

export const OpenWorkItemProvider = OpenWorkItemContext.Provider;

/** Opens a work item in the Edit Work Item dialog; without a host (a test), on its own page. */
export function useOpenWorkItem(): OpenWorkItem {
  const open = useContext(OpenWorkItemContext);
  const navigate = useNavigate();
  return open ?? ((id: string) => void navigate(workItemPagePath(id)));
}

/** A click meant for the page (opening the dialog), not a modified one meant for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
