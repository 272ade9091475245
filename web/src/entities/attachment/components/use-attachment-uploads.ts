import { MSG } from '@squadboard/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadAttachment } from '../api/upload-attachment.ts';
import { type SelectionLimits, selectAttachments } from '../attachment-selection.ts';

export interface PendingUpload {
  key: number;
  name: string;
}

let nextKey = 0;

/**
 * Picked or dropped files: checked all together first (attachment-selection.ts), then sent one
 * request per file, one after another, so they are listed in the order chosen. Files still on
 * their way count as attached, so a second pick during an upload cannot overshoot the limit.
 */
export function useAttachmentUploads(path: string, attached: number, limits: SelectionLimits) {
  const upload = useUploadAttachment(path);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [inline, setInline] = useState<string | null>(null);
  // Read synchronously by a second pick made before React re-renders.
  const inFlight = useRef(0);

  const send = async (files: File[], quiet: boolean) => {
    let failed = false;
    for (const file of files) {
      const key = nextKey++;
      setPending((list) => [...list, { key, name: file.name }]);
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        failed = true;
        if (error instanceof ApiError && error.code === 'ATTACHMENTS_FULL') {
          setInline(MSG.attachments.upToThree);
        }
        showFailure(error);
      } finally {
        inFlight.current -= 1;
        setPending((list) => list.filter((item) => item.key !== key));
      }
    }
    // One toast is on screen at a time: a refusal must not be replaced by "File attached." (the
    // new rows in the list say that much).
    if (!failed && !quiet) {
      toast.success(MSG.attachments.uploaded);
    }
  };

  const add = (files: File[]) => {
    if (files.length === 0) {
      return;
    }
    const outcome = selectAttachments(attached + inFlight.current, files, limits);
    for (const message of outcome.toasts) {
      toast[message.variant](message.message);
    }
    setInline(outcome.inline);
    if (outcome.accepted.length > 0) {
      inFlight.current += outcome.accepted.length;
      void send(outcome.accepted, outcome.toasts.length > 0);
    }
  };

  return { add, pending, inline, clearInline: () => setInline(null) };
}
