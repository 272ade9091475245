// STUB (issue 14): replaced by the attachments field. The props are the contract.

export interface AttachmentsFieldProps {
  /** The subject's attachments collection, e.g. `/api/work-items/{id}/attachments`. */
  path: string;
  /** Files per subject (3) and the size each must stay under (6 MB for work items, 10 MB for RAID). */
  maxFiles: number;
  maxBytes: number;
  readOnly?: boolean;
}

export function AttachmentsField(_props: AttachmentsFieldProps) {
  return null;
}
