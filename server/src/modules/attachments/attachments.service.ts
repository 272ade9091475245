import { randomUUID } from 'node:crypto';
import { type Caller, personName } from '@squadboard/domain';
import {
  ATTACHMENT_LIMITS,
  attachmentContentType,
  canRemoveAttachment,
} from '@squadboard/domain/attachments/attachment.rules';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import type { AttachmentRow, AttachmentSubject } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { UploadedFile } from '../../http/upload.ts';
import type { FileStorage, StoredFile } from '../storage/storage.ts';
import { presentAttachment } from './attachments.presenter.ts';
import type { AttachmentsRepository } from './attachments.repository.ts';

// Attachments, for any subject: its module checks access, then calls here. At most
// three per subject; the type is read from the bytes; the bytes go to the storage adapter. The
// row is written after the file and the file removed if the row fails, so neither is left alone.

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;

export interface AttachmentTarget {
  kind: AttachmentSubject;
  id: string;
}

/** A name safe to send back in a header: no path, no control characters, not too long. */
function cleanName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200) || 'file';
}

export function createAttachmentsService(deps: { repo: AttachmentsRepository; storage: FileStorage }) {
  const { repo, storage } = deps;

  return {
    async list(caller: Caller, target: AttachmentTarget, subjectWritable: boolean): Promise<Attachment[]> {
      return (await repo.list(target.kind, target.id)).map((row) =>
        presentAttachment(row, caller, subjectWritable),
      );
    },

    async add(caller: Caller, target: AttachmentTarget, file: UploadedFile): Promise<Attachment> {
      const fileName = cleanName(file.fileName);
      const contentType = attachmentContentType(fileName, file.bytes);
      if (!contentType) {
        throw appError('ATTACHMENT_TYPE');
      }
      const key = `attachments/${caller.customerId}/${randomUUID()}`;
      await storage.put(key, file.bytes, contentType);
      try {
        return await repo.transaction(async (r) => {
          // Counted under the transaction that inserts: a fourth file never slips in.
          if ((await r.count(target.kind, target.id)) >= ATTACHMENT_LIMITS.perItem) {
            throw appError('ATTACHMENTS_FULL');
          }
          const uploader = await r.person(caller.customerId, caller.id);
          return presentAttachment(
            await r.insert({
              customerId: caller.customerId,
              subjectKind: target.kind,
              subjectId: target.id,
              fileName,
              contentType,
              size: file.bytes.length,
              storageKey: key,
              uploadedById: caller.id,
              uploadedByName: uploader ? personName(uploader) : '',
            }),
            caller,
            true,
          );
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** The attachment of the organisation (the subject's access is checked by the caller). */
    async find(caller: Caller, id: string): Promise<AttachmentRow> {
      const row = await repo.find(caller.customerId, id);
      if (!row) {
        throw appError('ATTACHMENT_NOT_FOUND');
      }
      return row;
    },

    async read(row: AttachmentRow): Promise<StoredFile> {
      const file = await storage.get(row.storageKey);
      if (!file) {
        throw appError('ATTACHMENT_NOT_FOUND');
      }
      return file;
    },

    /** Whoever attached it, or a Super Admin, removes it: the row first, then the bytes. */
    async remove(caller: Caller, target: AttachmentTarget, id: string): Promise<void> {
      const row = await repo.find(caller.customerId, id);
      if (!row || row.subjectKind !== target.kind || row.subjectId !== target.id) {
        throw appError('ATTACHMENT_NOT_FOUND');
      }
      if (!canRemoveAttachment(caller, row)) {
        throw appError('ATTACHMENT_NOT_YOURS');
      }
      await repo.remove(id);
      await storage.delete(row.storageKey);
    },
  };
}
