import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

// Forms validate with the very schemas the server uses (DESIGN rule 1), so a message shown
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
