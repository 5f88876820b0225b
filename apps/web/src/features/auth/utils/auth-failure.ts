import { formFailure } from '@/lib/form-action';
import { AuthError, authErrorField, authErrorKey } from './auth-error';

/**
 * A failed better-auth call as a route action's answer (lib/form-action.ts `formFailure`): the
 * translated code (`auth:serverErrors.<KEY>`) on its field when it belongs to one (`fields`
 * says which fields this form has), else as the form's message; an unexpected failure says
 * `auth:unexpected.message`. The status is the API's (401 wrong password, 403 banned or locked,
 * 429 rate limit…), 502 when the API could not be reached.
 */
export function authFailure(error: unknown, values: Record<string, unknown>, fields: readonly string[] = []) {
  const key = authErrorKey(error);
  const status = error instanceof AuthError && error.status >= 400 ? error.status : 502;
  if (!key) return formFailure(status >= 500 ? status : 500, { formError: 'auth:unexpected.message', values });
  const field = authErrorField(error);
  const message = `auth:serverErrors.${key}`;
  if (field && fields.includes(field)) return formFailure(status, { fieldErrors: { [field]: message }, formError: message, values });
  return formFailure(status, { formError: message, values });
}
