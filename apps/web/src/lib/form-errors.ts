import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts an API refusal's field codes (`{ carYear: 'YEAR_OUT_OF_RANGE', 'rules.3': 'TOO_LONG' }`)
 * on a react-hook-form form and focuses the first field placed. `fieldOf` names the form field
 * of a server path, or null for a path the form has no field for (skipped).
 * Returns true when at least one code was placed.
 */
export function applyFieldErrors<T extends FieldValues>(
  fields: Record<string, string> | undefined,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => FieldPath<T> | null,
): boolean {
  let applied = false;
  for (const [path, code] of Object.entries(fields ?? {})) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'server', message: code }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * A `fieldOf` for `applyFieldErrors`: the first segment of the server path (`photos.0.url` →
 * `photos`) when it is one of `names`, else null.
 */
export function fieldByHead<T extends FieldValues>(names: ReadonlySet<string>): (path: string) => FieldPath<T> | null {
  return (path) => {
    const head = path.split('.')[0] ?? '';
    return names.has(head) ? (head as FieldPath<T>) : null;
  };
}
