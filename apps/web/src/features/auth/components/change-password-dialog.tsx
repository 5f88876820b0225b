import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordInput, type ChangePasswordInput } from '@garaj/shared';
import type { z } from 'zod';
import { getFieldMessage } from '@/lib/error-message';
import { useChangePassword } from '../api/change-password';
import { authErrorKey, isNewPasswordErrorKey } from '../utils/auth-error';
import { withPasswordMatch } from '../utils/with-password-match';
import { AccountDialog, AccountFormFooter } from './account-dialog';
import { FormField } from '@/components/form-field';
import { PasswordInput } from './password-input';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** Profile settings → change password dialog (non-empty, equal, ≥ MIN_PASSWORD_LENGTH; the auth messages). */
export function ChangePasswordDialog() {
  const { t } = useTranslation(['auth', 'errors']);
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput, unknown, z.output<typeof changePasswordInput>>({
    resolver: withPasswordMatch(zodResolver(changePasswordInput), 'newPassword', 'newPasswordRepeat'),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const message = (m: string | undefined) => (m?.startsWith('auth:') ? t(m) : getFieldMessage(m, t));

  const onSubmit = form.handleSubmit((values) =>
    change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword }).then(
      () => {
        toast.success(t('auth:account.passwordChanged'));
        form.reset(EMPTY);
        setOpen(false);
      },
      (error: unknown) => {
        const key = authErrorKey(error);
        if (key === 'INVALID_PASSWORD') {
          form.setError('currentPassword', { message: 'auth:serverErrors.INVALID_PASSWORD' }, { shouldFocus: true });
        } else if (isNewPasswordErrorKey(key)) {
          form.setError('newPassword', { message: `auth:serverErrors.${key}` }, { shouldFocus: true });
        }
        toast.error(t('auth:account.passwordError'), key ? { description: t(`auth:serverErrors.${key}`) } : undefined);
      },
    ),
  );
  const busy = form.formState.isSubmitting || change.isPending;

  return (
    <AccountDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={t('auth:account.changePassword')}
      title={t('auth:account.changePasswordTitle')}
      description={t('auth:account.changePasswordDescription')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
        <FormField id="change-password-current" label={t('auth:fields.currentPassword')} error={message(errors.currentPassword?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />}
        </FormField>
        <FormField id="change-password-new" label={t('auth:fields.newPassword')} hint={t('auth:register.passwordHint')} error={message(errors.newPassword?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
        </FormField>
        <FormField id="change-password-repeat" label={t('auth:fields.newPasswordRepeat')} error={message(errors.newPasswordRepeat?.message)}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPasswordRepeat')} />}
        </FormField>
        <AccountFormFooter busy={busy} onCancel={() => setOpen(false)} submitLabel={t('auth:account.savePassword')} />
      </form>
    </AccountDialog>
  );
}
