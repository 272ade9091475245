// One cache entry per attachments collection (a work item's, later a RAID item's), keyed by its
// path, so the field, the dialog that holds it and any count beside it agree.

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (path: string) => ['attachments', path] as const,
};
