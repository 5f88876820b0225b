import { redirect, type ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { loginInput } from '@garaj/shared';
import { formFailure, isServerAction, readForm } from '@/lib/form-action';
import { i18n } from '@/lib/i18n';
import { safeNextPath } from '@/lib/next-path';
import { getQueryClient } from '@/lib/query-client';
import { refreshSession } from '@/lib/session';
import { signIn } from '../api/sign-in';
import { needsSecondFactor } from '../api/verify-two-factor';
import { authFailure } from '../utils/auth-failure';

/**
 * The /login action (lib/form-action.ts): `email`, `password`, `rememberMe` (a checkbox) →
 * better-auth's sign-in; success → redirect to `?next=` (a safe same-site path) or '/', with the
 * session cookie; with two-factor on → /login/two-factor (keeping `next`), which asks for the code. Failure → the form again with the translated reason (the e-mail kept, never
 * the password) and the API's status. In the browser: the success toast and a fresh session.
 */
export async function signInAction({ request }: ActionFunctionArgs) {
  const form = readForm(await request.formData(), loginInput, { booleans: ['rememberMe'] });
  if (!form.success) return formFailure(400, { fieldErrors: form.fieldErrors, values: form.values });
  let answer: unknown;
  try {
    answer = await signIn(form.data);
  } catch (error) {
    return authFailure(error, form.values);
  }
  const next = safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/';
  // Two-factor on: the password was right, the code is asked on the next page (no session yet).
  if (needsSecondFactor(answer)) return redirect(next === '/' ? '/login/two-factor' : `/login/two-factor?next=${encodeURIComponent(next)}`);
  if (!isServerAction()) {
    toast.success(i18n.t('auth:login.successTitle'), { description: i18n.t('auth:login.successMessage') });
    await refreshSession(getQueryClient());
  }
  return redirect(next);
}
