import { type FieldTarget, showFailure } from './failures.ts';

/**
 * The older name of `showFailure(error, { form })` (lib/failures.ts), kept only while
 * `features/sprints/sprint-settings-page.tsx` and `features/ideas/idea-canvas-page.tsx` still
 * call it; new code calls `showFailure`.
 */
export function showApiError(error: unknown, form?: FieldTarget): void {
  showFailure(error, { form });
}
