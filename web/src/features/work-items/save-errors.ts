import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ApiError } from '../../lib/api-client.ts';
import { showApiError } from '../../lib/show-api-error.ts';
import { toast } from '../../lib/toast.ts';

/**
 * A refused save or status change: the server's own message, with the fields it names marked
 * (e.g. the four a move to Refinement needs), or the spec's failure text (`fallback`) when the
 * server gave nothing specific (no answer, a crash).
 */
export function showWorkItemError(
  error: unknown,
  fallback: string,
  form?: { setErrors: (errors: FormErrors) => void },
): void {
  if (error instanceof ApiError && (error.sessionEnded || error.message !== MSG.generic.somethingWentWrong)) {
    showApiError(error, form);
    return;
  }
  toast.error(fallback);
}
