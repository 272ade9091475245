import { extensionOf } from '@squadboard/domain/attachments/attachment.rules';

// How an attachment is shown: its preview by extension (spec 000 §5 "File preview by extension";
// conventions, where we differ: office files previewed in the browser, docx and xlsx) and its size.

export type PreviewKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'none';

const KINDS: Record<string, PreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
};

/** SVG is not an image here: it can carry script, so the server only ever sends it as a download. */
export function previewKindOf(fileName: string): PreviewKind {
  return KINDS[extensionOf(fileName)] ?? 'none';
}

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** One decimal, rounded down: a file just under the limit never reads as the limit itself. */
const down = (value: number) => number.format(Math.floor(value * 10) / 10);

/** 1024-based, like the limit the messages name (6 MB = 6291456 bytes). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  if (bytes < 1_048_576) {
    return `${down(bytes / 1024)} KB`;
  }
  return `${down(bytes / 1_048_576)} MB`;
}
