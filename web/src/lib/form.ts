import type { FormErrors } from '@mantine/form';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';

// Forms validate with the very schemas the server uses (conventions rule 1), so a message shown
// under a field is the same text the server would answer.

/** Field path → first message, in the shape Mantine's useForm expects from `validate`. */
export function zodErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) {
      errors[key] = issue.message;
    }
  }
  return errors;
}

/** A `validate` function for Mantine's useForm. */
export function zodResolver<S extends z.ZodType>(schema: S) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : zodErrors(result.error);
  };
}

/** The schema's output (trimmed, lower-cased e-mail …) for values that already passed validation. */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  return schema.parse(values);
}

/**
 * A form's schema fetched when the form is first used rather than with its page, for the one
 * page where that matters: sign-in, the first screen of most visits. Its schema would bring the
 * whole validator (zod, about 22 KiB compressed, a third of that page's own code) onto the
 * screen's critical path. Call the returned function when the person first focuses the form, so
 * the schema is there by the time they submit, and await it before checking the values. `load`
 * must be stable (declare it at module level). A failed load is forgotten, so the next call retries.
 */
export function useSchemaOnDemand<S extends z.ZodType>(load: () => Promise<S>): () => Promise<S> {
  const loading = useRef<Promise<S> | null>(null);
  return useCallback(() => {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  }, [load]);
}
