// Labels of the attachments field and the file preview that the spec does not quote (its words,
// 'Drop files here' and 'Preview not available for this file type.' among them, are
// MSG.attachments in domain).

export const ATTACHMENTS_UI = {
  title: 'Attachments',
  attach: 'Attach files',
  hint: (maxFiles: number, megabytes: number) =>
    `PDF, Office documents or images (jpg, png, svg). Up to ${maxFiles} files, each under ${megabytes} MB.`,
  dropHint: 'They are added to this item.',
  empty: 'No attachments yet.',
  loading: 'Loading attachments',
  uploading: (name: string) => `Uploading ${name}`,
  addedBy: (name: string) => `added by ${name}`,
  preview: (name: string) => `Preview ${name}`,
  download: (name: string) => `Download ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove attachment',
  removeQuestion: (name: string) => `Remove ${name} from this item? This cannot be undone.`,
  removeConfirm: 'Remove',
  cancel: 'Cancel',
} as const;

export const PREVIEW_UI = {
  download: 'Download',
  close: 'Close preview',
  loading: 'Loading the preview',
  failed: 'The preview could not be shown. Download the file to open it.',
  emptySheet: 'The first sheet is empty.',
  sheetCaption: 'The first sheet',
  rowsCapped: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} rows. Download the file to see them all.`,
} as const;
