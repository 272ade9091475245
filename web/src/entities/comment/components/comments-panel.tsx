// STUB (issue 14): replaced by the comments panel. The props are the contract.

export interface CommentsPanelProps {
  /** The subject's comments collection, e.g. `/api/work-items/{id}/comments`. */
  path: string;
  /** No new comments, no edits (a Feature for anyone but a Super Admin). */
  readOnly?: boolean;
}

export function CommentsPanel(_props: CommentsPanelProps) {
  return null;
}
