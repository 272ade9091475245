import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/show-api-error.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * A refusal the server explained (weekend, too early, not allowed…) shows its message; anything
 * else is the spec's 'Failed to create sprint'.
 */
export function showCreateError(error: unknown, form: { setErrors: (errors: FormErrors) => void }): void {
  showSprintError(error, MSG.sprint.createFailed, form);
}

/**
 * The same for Edit and Delete: the server's explanation (its field errors marked on the form),
 * else the action's own failure message.
 */
export function showSprintError(
  error: unknown,
  fallback: string,
  form?: { setErrors: (errors: FormErrors) => void },
): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    showApiError(error, form);
    return;
  }
  toast.error(fallback);
}
