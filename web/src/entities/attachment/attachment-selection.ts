import { MSG } from '@squadboard/domain';
import { ATTACHMENT_EXTENSIONS, extensionOf } from '@squadboard/domain/attachments/attachment.rules';

// What happens to files a person picks or drops, decided before anything is uploaded (spec 001
// §5 "Work item attachments" and "RAID attachments"):
// - Files are taken in the order given while a slot is free (existing + uploading + taken stay
//   within the limit). Once no slot is left, every further file is refused with the info toast
//   'Maximum selection limit (3 files) exceeded.' and the inline 'You can only upload up to 3
//   files.': the spec checks "if 3 exist" on select, so with two attached the first of two picks
//   still goes up and only the one beyond the limit is refused. Nothing beyond the limit uploads.
// - A file of `maxBytes` or more is refused with '{name} exceeds the maximum file size of {N}MB.'
//   and takes no slot.
// - A name the server would refuse anyway (not one of its extensions) is refused here with the
//   server's own message, so it takes no slot and costs no upload. The server still checks bytes.

export interface SelectionLimits {
  /** Files per subject (3). */
  maxFiles: number;
  /** The size each file must stay under, in bytes (6 MB for work items, 10 MB for RAID). */
  maxBytes: number;
}

export interface SelectionToast {
  variant: 'info' | 'error';
  message: string;
}

export interface SelectionOutcome<F> {
  /** What to upload, in the order given. */
  accepted: F[];
  /** In the order to show them; the app keeps one toast on screen, so the last one stays. */
  toasts: SelectionToast[];
  /** The field's own message under the list, or null when the selection fitted. */
  inline: string | null;
}

const ALLOWED: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);

/** The limit in whole megabytes, as the messages say it (6291456 bytes → 6). */
export function megabytesOf(bytes: number): number {
  return Math.round(bytes / 1_048_576);
}

export function selectAttachments<F extends { name: string; size: number }>(
  existing: number,
  files: readonly F[],
  limits: SelectionLimits,
): SelectionOutcome<F> {
  const free = Math.max(0, limits.maxFiles - existing);
  const accepted: F[] = [];
  const errors: SelectionToast[] = [];
  let overLimit = false;
  for (const file of files) {
    if (accepted.length >= free) {
      overLimit = true;
    } else if (file.size >= limits.maxBytes) {
      errors.push({
        variant: 'error',
        message: MSG.attachments.tooLarge(file.name, megabytesOf(limits.maxBytes)),
      });
    } else if (!ALLOWED.has(extensionOf(file.name))) {
      errors.push({ variant: 'error', message: MSG.attachments.typeRefused });
    } else {
      accepted.push(file);
    }
  }
  // The limit's toast first: its message also stays inline, while a refused file's name is only
  // ever told by its toast, so that one should be the toast left on screen.
  const toasts: SelectionToast[] = overLimit
    ? [{ variant: 'info', message: MSG.attachments.limitExceeded }, ...errors]
    : errors;
  return { accepted, toasts, inline: overLimit ? MSG.attachments.upToThree : null };
}
