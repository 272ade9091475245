// Which files may be attached, decided by their leading bytes (spec 000 §5), never by the name
// or the type the browser declares: the name's extension must agree with what the bytes are.

import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';

export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'pptx',
  'docx',
  'xlsx',
  'ppt',
  'doc',
  'xls',
  'jpg',
  'jpeg',
  'png',
  'svg',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Spec 001 §5 and §9: three files per item; under 6 MB each on work items (10 MB on RAID). */
export const ATTACHMENT_LIMITS = {
  perItem: 3,
  workItemMaxBytes: 6_291_456,
  raidMaxBytes: 10_485_760,
} as const;

const CONTENT_TYPES: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

const starts = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Office 97-2003 files are OLE2 compound documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The text of the first bytes, for the markers a zip's entry names and an SVG's root show. */
function head(bytes: Uint8Array, length = 8192): string {
  return new TextDecoder('latin1').decode(bytes.subarray(0, length));
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** What the bytes are, as far as the allowed kinds go; the extensions they may be named with. */
function kindsOf(bytes: Uint8Array): readonly AttachmentExtension[] {
  if (starts(bytes, PDF)) {
    return ['pdf'];
  }
  if (starts(bytes, PNG)) {
    return ['png'];
  }
  if (starts(bytes, JPEG)) {
    return ['jpg', 'jpeg'];
  }
  if (starts(bytes, OLE2)) {
    return ['doc', 'xls', 'ppt'];
  }
  if (starts(bytes, ZIP)) {
    // An Office Open XML package names its parts in the zip's local headers near the start.
    const text = head(bytes);
    if (text.includes('word/')) {
      return ['docx'];
    }
    if (text.includes('xl/')) {
      return ['xlsx'];
    }
    if (text.includes('ppt/')) {
      return ['pptx'];
    }
    return [];
  }
  const text = head(bytes, 2048).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)
    ? ['svg']
    : [];
}

/** The content type to store, or null when the bytes are not what the name says or not allowed. */
export function attachmentContentType(fileName: string, bytes: Uint8Array): string | null {
  const extension = extensionOf(fileName) as AttachmentExtension;
  return kindsOf(bytes).includes(extension) ? CONTENT_TYPES[extension] : null;
}

/** Shown in the browser (images, PDFs) or only downloaded: SVG can carry script, so never inline. */
export function servedInline(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType === 'image/png' || contentType === 'image/jpeg';
}

/** Whoever attached a file, or a Super Admin, may remove it. */
export function canRemoveAttachment(
  caller: { id: string; role: Role },
  attachment: { uploadedById: string | null },
): boolean {
  return attachment.uploadedById === caller.id || caller.role === 'SUPER_ADMIN';
}

/**
 * What the caller may do with one attachment, answered with it: remove it (canRemoveAttachment)
 * while they may still change its subject (`subjectWritable`: a Feature is a Super Admin's).
 */
export function attachmentAbilities(
  caller: { id: string; role: Role },
  attachment: { uploadedById: string | null },
  subjectWritable: boolean,
): Can<'delete'> {
  return { delete: subjectWritable && canRemoveAttachment(caller, attachment) };
}
