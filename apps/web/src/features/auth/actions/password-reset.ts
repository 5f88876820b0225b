import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordInput, resetPasswordInput } from '@garaj/shared';
import { formFailure, isServerAction, readForm } from '@/lib/form-action';
import { i18n } from '@/lib/i18n';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPassword } from '../api/reset-password';
import { AuthError, authErrorKey } from '../utils/auth-error';
import { authFailure } from '../utils/auth-failure';

/** What the /forgot-password action answers once the request is taken: the page says a link was sent. */
export interface ResetRequested {
  ok: true;
  sentTo: string;
}

/** Whether a /forgot-password action result is {@link ResetRequested}. */
export const isResetRequested = (value: unknown): value is ResetRequested =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === true && typeof (value as { sentTo?: unknown }).sentTo === 'string';

/**
 * The /forgot-password action (lib/form-action.ts): `email` → better-auth's reset request. The
 * answer is the same neutral "sent" whether or not the address has an account; only a rate limit
 * (429) or an unreachable API is reported.
 */
export async function requestResetAction({ request }: ActionFunctionArgs) {
  const form = readForm(await request.formData(), forgotPasswordInput);
  if (!form.success) return formFailure(400, { fieldErrors: form.fieldErrors, values: form.values });
  try {
    await requestPasswordReset(form.data);
  } catch (error) {
    // Anything but a rate limit or an unreachable server looks like success (no account probing).
    const reported = !(error instanceof AuthError) || error.status === 429 || error.status >= 500 || error.status <= 0;
    if (reported) return authFailure(error, form.values);
  }
  return data<ResetRequested>({ ok: true, sentTo: form.data.email });
}

/**
 * The /reset-password action: `token` (from the e-mailed link, a hidden field), the new password
 * twice → better-auth's reset; success → /login?reset=1 (the sign-in page says the password was
 * changed; in the browser a toast too). An unknown, used or expired token → the page's "invalid
 * link" state (status 400).
 */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const tokenField = formData.get('token');
  const token = typeof tokenField === 'string' ? tokenField : '';
  if (!token) return formFailure(400, { formError: 'auth:serverErrors.INVALID_TOKEN', values: { linkInvalid: true } });
  const form = readForm(formData, resetPasswordInput);
  if (!form.success) return formFailure(400, { fieldErrors: form.fieldErrors, values: {} });
  try {
    await resetPassword({ token, newPassword: form.data.password });
  } catch (error) {
    if (authErrorKey(error) === 'INVALID_TOKEN') return formFailure(400, { formError: 'auth:serverErrors.INVALID_TOKEN', values: { linkInvalid: true } });
    return authFailure(error, {}, ['password']);
  }
  if (!isServerAction()) toast.success(i18n.t('auth:reset.successTitle'), { description: i18n.t('auth:reset.successMessage') });
  return redirect('/login?reset=1');
}
