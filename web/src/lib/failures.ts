import type { FormErrors } from '@mantine/form';
import { isToldCode, MSG } from '@squadboard/domain';
import { ApiError } from './api-client.ts';
import { type ToastVariant, toast } from './toast.ts';

// The one way the web turns a refusal into the spec's words, for HTTP errors and socket
// acknowledgements alike. What is said is decided by the error catalogue (`tell: false` on its
// generic entries, domain/src/common/errors.ts), never by a feature's own list of codes, nor by
// comparing message texts.

/** A form the server may name fields of (Mantine's `useForm` is one). */
export interface FieldTarget {
  setErrors: (errors: FormErrors) => void;
}

export interface FailureOptions {
  /** Marks the fields the server names; the toast is shown all the same. */
  form?: FieldTarget;
  /**
   * The spec's text for this action's failure ('Failed to save release.'), shown when the
   * server's message is not meant for the person. Without it, what the server said.
   */
  fallback?: string;
  /**
   * The spec's one text for this failure whatever the server said ('The RAID item was saved,
   * but plan.pdf could not be attached.'): the case matters more than the refusal's reason.
   */
  message?: string;
  /** The toast's kind: a few of the spec's failures are told as information. */
  variant?: Extract<ToastVariant, 'error' | 'info'>;
}

/** A socket acknowledgement: its failure has the catalogue's code and message, as HTTP has. */
export type Ack = { ok: true } | { ok: false; code: string; message?: string };

function namedFields(error: ApiError): Record<string, string> | null {
  return error.fields && Object.keys(error.fields).length > 0 ? error.fields : null;
}

/** A refusal naming a field says what is wrong with it; else the catalogue decides. */
function refusalText(code: string, message: string, namesField: boolean, fallback?: string): string {
  const generic = MSG.generic.somethingWentWrong;
  if (namesField || isToldCode(code)) {
    return message || fallback || generic;
  }
  return fallback ?? (message || generic);
}

/**
 * The words for a failure, or null when nothing is to be said: a request that ended the session
 * has already been told by the session-ended flow. Anything not from the API (a bug, an abort) is
 * the fallback or the generic text.
 */
export function failureText(error: unknown, fallback?: string): string | null {
  if (!(error instanceof ApiError)) {
    return fallback ?? MSG.generic.somethingWentWrong;
  }
  if (error.sessionEnded) {
    return null;
  }
  return refusalText(error.code, error.message, namedFields(error) !== null, fallback);
}

/**
 * Spec: every failure is told in a toast and a refused field is marked on its form. Returns false
 * when nothing was shown because the session had ended.
 */
export function showFailure(error: unknown, options: FailureOptions = {}): boolean {
  const told = failureText(error, options.fallback);
  if (told === null) {
    return false;
  }
  const text = options.message ?? told;
  const fields = error instanceof ApiError ? namedFields(error) : null;
  if (options.form && fields) {
    options.form.setErrors(fields);
  }
  toast[options.variant ?? 'error'](text);
  return true;
}

/**
 * The socket counterpart of `showFailure`: a refused operation told in the same words. Returns
 * true when the acknowledgement was a refusal, so callers can stop there.
 */
export function showAckFailure<A extends Ack>(
  ack: A,
  options: Pick<FailureOptions, 'fallback'> = {},
): ack is Exclude<A, { ok: true }> {
  if (ack.ok) {
    return false;
  }
  toast.error(refusalText(ack.code, ack.message ?? '', false, options.fallback));
  return true;
}

/** Whether a failure is the API's refusal with this code (the web branches on codes only). */
export function isFailureCode(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
