/**
 * Forms that work before the app's script has run, and without it (docs/decisions/005, "Forms").
 *
 * A form is a React Router `<Form method="post">` whose route exports an `action`. The same action
 * runs in two places:
 * - on the server, when the browser posts the form natively (`application/x-www-form-urlencoded`
 *   to the page's own address; apps/server/src/web.ts → entry-server.tsx → the static handler):
 *   its API calls go in-process (lib/request-scope.ts) and its answer becomes a 303 redirect (with
 *   the API's `set-cookie`) or the page rendered again with the action's data and status;
 * - in the browser after hydration, when the component submits with `useSubmit` once its own
 *   validation (react-hook-form + the shared zod schema) has passed.
 *
 * The helpers below are the pieces every such action and form share:
 * - {@link readForm}: a `FormData` into a zod schema (checkboxes as booleans), with field errors;
 * - {@link formFailure} / {@link failureFromApiError}: what the action returns when the form must
 *   be shown again — field errors, one message for the whole form, what was typed (never a
 *   password) — with an honest HTTP status (400, 401, 403, 409, 429…);
 * - {@link isServerAction}: whether the action runs on the server (no toast, no query cache);
 * - `useActionForm` (lib/use-action-form.ts, apart so that pages whose actions use these helpers
 *   without a validated form do not download react-hook-form): in the component, the action's last
 *   result, its field errors merged with react-hook-form's, the values to fill the fields with, the
 *   busy state and the submit handler.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { currentRequestScope } from './request-scope';

/** A value a form field held when it was posted (checkboxes as booleans). */
export type KeptValue = string | boolean;

/** What an action returns when the form must be shown again (status 4xx, see {@link formFailure}). */
export interface FormFailure {
  ok: false;
  /**
   * Field name → message: an error code of the `errors` namespace (`REQUIRED`, `EMAIL_INVALID`…)
   * or a full translation key with its namespace (`auth:serverErrors.USERNAME_TAKEN`).
   */
  fieldErrors: Record<string, string>;
  /** One message for the whole form (a full translation key, e.g. `auth:serverErrors.RATE_LIMITED`), or null. */
  formError: string | null;
  /** The HTTP status of the failure (also the page's status on the server). */
  status: number;
  /** What was typed, to fill the form again; fields holding secrets are never kept. */
  values: Record<string, KeptValue>;
}

/** Field names whose values never travel back to the page (nor into logs or the address). */
const SECRET_FIELD = /pass|token|secret|code$/i;

/**
 * The posted fields as an object: strings as sent, `booleans` as checkboxes (present → true,
 * absent → false). Files are left out. A field posted twice keeps its last value.
 */
export function formObject(formData: FormData, booleans: readonly string[] = []): Record<string, KeptValue> {
  const out: Record<string, KeptValue> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string') out[name] = value;
  }
  for (const name of booleans) {
    const raw = formData.get(name);
    out[name] = raw !== null && raw !== '' && raw !== 'false' && raw !== 'off';
  }
  return out;
}

/** `values` without the fields that hold secrets (passwords, tokens). */
export function keepableValues(values: Record<string, unknown>): Record<string, KeptValue> {
  const kept: Record<string, KeptValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

/** Field name → the first issue's message (the shared schemas use error codes as messages: `REQUIRED`…). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

/**
 * Reads a posted form into `schema` ({@link formObject} first; `overrides` replace posted values
 * for the check only, e.g. a stand-in for an optional field). On failure: {@link fieldErrorsOf}.
 * `values` are always the posted ones.
 */
export function readForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  options: { booleans?: readonly string[]; overrides?: Record<string, KeptValue> } = {},
): { success: true; data: z.output<S>; values: Record<string, KeptValue> } | { success: false; fieldErrors: Record<string, string>; values: Record<string, KeptValue> } {
  const values = formObject(formData, options.booleans);
  const parsed = schema.safeParse({ ...values, ...options.overrides });
  if (parsed.success) return { success: true, data: parsed.data, values };
  return { success: false, fieldErrors: fieldErrorsOf(parsed.error), values };
}

/**
 * The action's answer when the form must be shown again: {@link FormFailure} with `status`
 * (the page's HTTP status when it ran on the server). Secrets are dropped from `values`.
 */
export function formFailure(
  status: number,
  failure: { fieldErrors?: Record<string, string>; formError?: string | null; values?: Record<string, unknown> },
) {
  const body: FormFailure = {
    ok: false,
    fieldErrors: failure.fieldErrors ?? {},
    formError: failure.formError ?? null,
    status,
    values: keepableValues(failure.values ?? {}),
  };
  return data(body, { status });
}

/**
 * A failed API call (lib/api-client.ts `ApiError`) as a {@link formFailure}: the server's field
 * errors on their fields, its code as the form's message (`errors:<CODE>`), its status; a network
 * failure or a 5xx becomes `errors:INTERNAL` with status 502/500.
 */
export function failureFromApiError(error: unknown, values: Record<string, unknown>) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return formFailure(error.status, { fieldErrors: error.fields ?? {}, formError: `errors:${error.code}`, values });
  }
  const status = isApiError(error) && error.status >= 500 ? error.status : 502;
  return formFailure(status, { formError: 'errors:INTERNAL', values });
}

/** Whether an action (or loader) runs on the server, for a natively posted form. */
export function isServerAction(): boolean {
  return currentRequestScope() !== undefined;
}

/** Whether a route action's result is a {@link FormFailure}. */
export function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && 'fieldErrors' in value;
}
