import type { FastifyRequest } from 'fastify';
import { AppError, appError } from './app-error.ts';

// Reading an uploaded file so that a client can only ever get the whole file stored, a 413 or a
// 400. @fastify/multipart cuts a file at the `fileSize` limit and, depending on how the bytes
// arrive, either throws RequestFileTooLargeError or quietly returns the first 5 MiB with
// `file.truncated` set; a broken body surfaces as busboy's plain Errors. All of that ends here.

/** The plugin's size refusals: the one file is over the limit. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE']);

/** The plugin's refusals of a body that is not the one-file form we accept. */
const MALFORMED = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** The catalogue's answer for an error @fastify/multipart raised, or null for any other error. */
export function multipartFailure(error: unknown): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') {
    return null;
  }
  if (TOO_LARGE.has(code)) {
    return appError('FILE_TOO_LARGE');
  }
  return MALFORMED.has(code) ? appError('MALFORMED_UPLOAD') : null;
}

/** A file read whole from a one-file form, with the name the browser gave it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * The bytes of the form's file part named `field`, complete; null when the request is not
 * multipart or has no such part. Over the size limit (`maxBytes`, else the plugin's):
 * FILE_TOO_LARGE; anything unreadable (no boundary, a body cut short, a client gone mid-upload):
 * MALFORMED_UPLOAD.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer | null> {
  return (await readUpload(request, field))?.bytes ?? null;
}

/** A route's own limit for one file, and the refusal naming the file when it is over. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: (fileName: string) => string;
}

/** As readUploadedFile, with the file's name, and a size limit of the route's own. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  limit?: UploadLimit,
): Promise<UploadedFile | null> {
  if (!request.isMultipart()) {
    return null;
  }
  let fileName = '';
  const tooLarge = () =>
    limit ? new AppError('FILE_TOO_LARGE', limit.tooLarge(fileName)) : appError('FILE_TOO_LARGE');
  try {
    const file = await request.file(limit ? { limits: { fileSize: limit.maxBytes } } : undefined);
    if (!file) {
      return null;
    }
    if (file.fieldname !== field) {
      // Let the rest of the body flow past unread.
      file.file.resume();
      return null;
    }
    fileName = file.filename;
    const bytes = await file.toBuffer();
    if (file.file.truncated) {
      throw tooLarge();
    }
    return { bytes, fileName };
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const failure = multipartFailure(error);
    if (failure) {
      throw failure.code === 'FILE_TOO_LARGE' ? tooLarge() : failure;
    }
    // busboy's messages are its own fixed text, never the client's bytes.
    request.log.info({ reason: (error as Error).message }, 'unreadable upload');
    throw appError('MALFORMED_UPLOAD');
  }
}
