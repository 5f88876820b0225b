/**
 * The server side of a page's posted controls (components/intent-form.tsx): like, favorite,
 * follow, vote, a comment or an answer. A page route's `action` reads the posted `intent`, calls
 * the same API call the browser's mutation makes (never a second write path) and answers with
 * {@link runIntent}:
 * - success: a redirect (303 from the server) back to the page, anchored to what changed — the
 *   page is rendered again with the new state;
 * - a visitor (the API answers 401): a redirect to `/login?next=<the page>`;
 * - any other refusal: the action's data (a form failure with the API's code and the posted
 *   values, intent included), with which the page is rendered again and the control shows it.
 */
import type { TFunction } from 'i18next';
import { redirect } from 'react-router';
import { isApiError } from './api-client';
import { failureFromApiError, isFormFailure, type FormFailure } from './form-action';
import { loginPath, safeNextPath } from './next-path';

/** The page to come back to: the posted `next` when it is a safe same-site path, else `fallback`. */
export function backPath(formData: FormData, fallback: string): string {
  const next = formData.get('next');
  return safeNextPath(typeof next === 'string' ? next : null) ?? fallback;
}

/** The posted text fields (files left out), to return with a failure. */
export function postedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries([...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** `path` with its hash replaced by `#anchor` (the element the member acted on). */
export function withAnchor(path: string, anchor: string): string {
  return `${path.split('#')[0]}#${anchor}`;
}

/** `path` with the query parameter `name` set to `value` (e.g. the tab that shows the new comment). */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://same.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Runs the intent's API work. `work` resolves to the address to go back to (a redirect follows)
 * or to a failure it built itself (a field error); an API error becomes the login redirect
 * (401) or a failure carrying `values` (the posted fields, `intent` among them).
 */
export async function runIntent(back: string, values: Record<string, unknown>, work: () => Promise<string | ReturnType<typeof failureFromApiError>>) {
  try {
    const result = await work();
    return typeof result === 'string' ? redirect(result) : result;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return redirect(loginPath(back));
    return failureFromApiError(error, values);
  }
}

/** The last action's failure when it was for `intent` (and for `targetId`, when given), else null. */
export function intentFailure(actionData: unknown, intent: string, targetId?: string): FormFailure | null {
  const failure = isFormFailure(actionData) ? actionData : null;
  if (!failure || failure.values.intent !== intent) return null;
  if (targetId !== undefined && failure.values.target !== targetId) return null;
  return failure;
}

/**
 * The text of a failure for a control: the field's error (a code of the `errors` namespace),
 * else the whole form's message (a full key, `errors:<CODE>`), translated; undefined when none.
 */
export function failureText(failure: FormFailure | null, t: TFunction, field?: string): string | undefined {
  if (!failure) return undefined;
  const code = field ? failure.fieldErrors[field] : undefined;
  if (code) return t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
  return failure.formError ? t(failure.formError, { defaultValue: t('errors:INTERNAL') }) : undefined;
}
