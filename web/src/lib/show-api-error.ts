import type { FormErrors } from '@mantine/form';
import { ApiError, errorMessage } from './api-client.ts';
import { toast } from './toast.ts';

interface ErrorTarget {
  setErrors: (errors: FormErrors) => void;
}

/** Spec: every failure shows its message as a toast; validation failures also mark their fields. */
export function showApiError(error: unknown, form?: ErrorTarget): void {
  if (error instanceof ApiError && error.sessionEnded) {
    return;
  }
  if (form && error instanceof ApiError && error.fields) {
    form.setErrors(error.fields);
  }
  toast.error(errorMessage(error));
}
