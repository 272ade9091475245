import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

// Spec 001 §8: a refused save marks the fields the server names (a name already used in the
// initiative on the name field) and says why; a release deleted meanwhile or a forbidden change
// says so; anything else is 'Something went wrong.'.

interface ErrorTarget {
  setErrors: (errors: FormErrors) => void;
  setFieldError: (path: 'name', error: string) => void;
}

const TOLD_CODES = new Set([
  'RELEASE_NOT_FOUND',
  'RELEASE_FORBIDDEN',
  'RELEASE_NAME_TAKEN',
  'RELEASE_COMPLETED',
]);

export function showReleaseError(error: unknown, form?: ErrorTarget): void {
  if (error instanceof ApiError && error.sessionEnded) {
    return;
  }
  if (!(error instanceof ApiError)) {
    toast.error(MSG.releases.saveFailed);
    return;
  }
  if (form && error.code === 'RELEASE_NAME_TAKEN') {
    form.setFieldError('name', error.message);
  } else if (form && error.fields) {
    form.setErrors(error.fields);
  }
  toast.error(error.fields || TOLD_CODES.has(error.code) ? error.message : MSG.releases.saveFailed);
}
