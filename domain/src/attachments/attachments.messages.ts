// Attachments (spec 001 §5 "Work item attachments", §8; spec 000 §5 attachment type check).

export const attachmentsMessages = {
  dropHere: 'Drop files here',
  previewNotAvailable: 'Preview not available for this file type.',
  limitExceeded: 'Maximum selection limit (3 files) exceeded.',
  upToThree: 'You can only upload up to 3 files.',
  tooLarge: (file: string, megabytes: number) => `${file} exceeds the maximum file size of ${megabytes}MB.`,
  typeRefused: 'This file type is not allowed. Attach a PDF, an Office document or an image (jpg, png, svg).',
  uploaded: 'File attached.',
  deleted: 'Attachment removed.',
  notYours: 'Only whoever attached a file can remove it.',
  noFile: 'Choose a file to attach.',
} as const;
