import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * The shared schemas check "passwords match" in an object refinement, which zod runs only when
 * every other field is valid. This wrapper reports 'Şifreler eşleşmiyor.' (PASSWORDS_DO_NOT_MATCH)
 * together with the other problems, so the member sees all of them after one submit.
 */
export function withPasswordMatch<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  password: Path<T>,
  repeat: Path<T>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first: unknown = values[password];
    const second: unknown = values[repeat];
    const errors = result.errors as FieldErrors<T>;
    if (typeof second === 'string' && second !== '' && first !== second && !errors[repeat]) {
      return {
        values: {},
        errors: { ...errors, [repeat]: { type: 'custom', message: 'PASSWORDS_DO_NOT_MATCH' } } as FieldErrors<T>,
      };
    }
    return result;
  };
}
