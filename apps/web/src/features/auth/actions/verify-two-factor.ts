import { redirect, type ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { twoFactorCodeInput } from '@garaj/shared';
import { formFailure, isServerAction, readForm } from '@/lib/form-action';
import { i18n } from '@/lib/i18n';
import { safeNextPath } from '@/lib/next-path';
import { getQueryClient } from '@/lib/query-client';
import { refreshSession } from '@/lib/session';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { authFailure } from '../utils/auth-failure';

/**
 * The /login/two-factor action (lib/form-action.ts): `code`, `method` (totp | backup), `trustDevice`
 * (a checkbox) → better-auth's verification; success → `?next=` (a safe same-site path) or '/'
 * with the session cookie. A wrong or expired code → the form again with the reason (the code is
 * never kept).
 */
export async function verifyTwoFactorAction({ request }: ActionFunctionArgs) {
  const form = readForm(await request.formData(), twoFactorCodeInput, { booleans: ['trustDevice'] });
  if (!form.success) return formFailure(400, { fieldErrors: form.fieldErrors, values: form.values });
  try {
    await verifyTwoFactor(form.data);
  } catch (error) {
    return authFailure(error, form.values, ['code']);
  }
  const next = safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/';
  if (!isServerAction()) {
    toast.success(i18n.t('auth:login.successTitle'), { description: i18n.t('auth:login.successMessage') });
    await refreshSession(getQueryClient());
  }
  return redirect(next);
}
