import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form with the server's own zod schema (from
 * `@garaj/shared`): `toInput` turns the form's values (text fields) into the request body,
 * each issue lands on the form field named by its path's head (messages are error codes,
 * translated with `getFieldMessage`). On success the form's submit handler receives the values;
 * the caller sends `toInput(values)`.
 */
export function schemaResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: TValues) => unknown,
  /** The form field of an issue's path when it is not the path's head (nested bodies). */
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? 'root'),
): Resolver<TValues> {
  return (values) => {
    const checked = schema.safeParse(toInput(values));
    if (checked.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of checked.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** '' → null, else the trimmed text (optional text fields of a body). */
export const textOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);
/** '' → null, else the number typed (NaN for garbage, refused by the schema). */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(',', '.')));
