import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { resetPasswordInput } from '@garaj/shared';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { getFieldMessage } from '@/lib/error-message';
import { useActionForm } from '@/lib/use-action-form';
import { failureMessage, toastFailure } from '../utils/failure-message';
import { withPasswordMatch } from '../utils/with-password-match';
import { InvalidResetLink } from './invalid-reset-link';
import { PasswordInput } from './password-input';

type Values = z.input<typeof resetPasswordInput>;

/**
 * New password + repeat for the token from the e-mailed link (a hidden field of the form posted
 * to the /reset-password action, features/auth/actions/password-reset.ts); success → /login.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const title = t('auth:reset.errorTitle');
  const { form, failure, busy, onSubmit, fieldError } = useActionForm<Values, z.output<typeof resetPasswordInput>>(
    { resolver: withPasswordMatch(zodResolver(resetPasswordInput), 'password', 'passwordRepeat'), defaultValues: { password: '', passwordRepeat: '' } },
    (f) => {
      if (f.values.linkInvalid !== true) toastFailure(t, title, f);
    },
  );
  if (!token || failure?.values.linkInvalid === true) return <InvalidResetLink />;
  const alert = failureMessage(t, title, failure);
  const message = (m: string | undefined) => (m?.startsWith('auth:') ? t(m as never) : getFieldMessage(m, t));

  return (
    <Form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
      {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
      <input type="hidden" name="token" value={token} />
      <FormField id="reset-password" label={t('auth:fields.newPassword')} hint={t('auth:register.passwordHint')} error={message(fieldError('password'))}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField id="reset-password-repeat" label={t('auth:fields.newPasswordRepeat')} error={message(fieldError('passwordRepeat'))}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('passwordRepeat')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth:reset.submitting') : t('auth:reset.submit')}
      </Button>
    </Form>
  );
}
