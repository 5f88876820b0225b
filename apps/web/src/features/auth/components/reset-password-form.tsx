import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordInput } from '@garaj/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { getFieldMessage } from '@/lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { authErrorKey, isNewPasswordErrorKey } from '../utils/auth-error';
import { showAuthError } from '../utils/show-auth-error';
import { withPasswordMatch } from '../utils/with-password-match';
import { FormField } from '@/components/form-field';
import { InvalidResetLink } from './invalid-reset-link';
import { PasswordInput } from './password-input';

type Values = z.input<typeof resetPasswordInput>;

/** New password + repeat for the token from the e-mailed link; success → /login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [invalid, setInvalid] = useState(!token);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordInput>>({
    resolver: withPasswordMatch(zodResolver(resetPasswordInput), 'password', 'passwordRepeat'),
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const { errors } = form.formState;

  if (invalid || !token) return <InvalidResetLink />;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutateAsync({ token, newPassword: values.password }).then(
      () => {
        toast.success(t('auth:reset.successTitle'), { description: t('auth:reset.successMessage') });
        void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        const key = authErrorKey(error);
        if (key === 'INVALID_TOKEN') setInvalid(true);
        else {
          if (isNewPasswordErrorKey(key)) form.setError('password', { message: `auth:serverErrors.${key}` }, { shouldFocus: true });
          showAuthError(t, t('auth:reset.errorTitle'), error);
        }
      },
    ),
  );
  const busy = form.formState.isSubmitting || reset.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
      <FormField id="reset-password" label={t('auth:fields.newPassword')} hint={t('auth:register.passwordHint')} error={errors.password?.message?.startsWith('auth:') ? t(errors.password.message) : getFieldMessage(errors.password?.message, t)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField id="reset-password-repeat" label={t('auth:fields.newPasswordRepeat')} error={getFieldMessage(errors.passwordRepeat?.message, t)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('passwordRepeat')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth:reset.submitting') : t('auth:reset.submit')}
      </Button>
    </form>
  );
}
