import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changeEmailInput, type ChangeEmailInput } from '@garaj/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { getFieldMessage } from '@/lib/error-message';
import { useChangeEmail } from '../api/change-email';
import { authErrorKey } from '../utils/auth-error';
import { AccountDialog, AccountFormFooter } from './account-dialog';
import { FormField } from '@/components/form-field';

/**
 * Profile settings → change e-mail dialog (non-empty; the auth messages). A successful
 * request only sends a link to the new address (the address changes when it is followed), so
 * the dialog then says so instead of closing; `onChanged` lets the page show the pending address.
 */
export function ChangeEmailDialog({ currentEmail, onChanged }: { currentEmail: string; onChanged?: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [open, setOpenState] = useState(false);
  /** The address the verification link went to, once the request succeeded. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput, unknown, z.output<typeof changeEmailInput>>({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { newEmail: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => {
        setSentTo(values.newEmail);
        form.reset();
        onChanged?.();
      },
      (error: unknown) => {
        const key = authErrorKey(error);
        if (key === 'EMAIL_TAKEN' || key === 'EMAIL_INVALID' || key === 'EMAIL_CAN_NOT_BE_UPDATED') {
          form.setError('newEmail', { message: t(`auth:serverErrors.${key}`) }, { shouldFocus: true });
        }
        toast.error(t('auth:account.emailError'), key ? { description: t(`auth:serverErrors.${key}`) } : undefined);
      },
    ),
  );
  const busy = form.formState.isSubmitting || change.isPending;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setSentTo(null);
  };

  return (
    <AccountDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={t('auth:account.changeEmail')}
      title={t('auth:account.changeEmailTitle')}
      description={t('auth:account.changeEmailDescription', { email: currentEmail })}
    >
      {sentTo !== null ? (
        <>
          <p role="status" className="text-sm">
            {t('auth:account.emailChanged', { email: sentTo })}
          </p>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>
          </DialogFooter>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
          <FormField
            id="change-email-new"
            label={t('auth:fields.newEmail')}
            error={errors.newEmail?.message && (getFieldMessage(errors.newEmail.message, t) ?? errors.newEmail.message)}
          >
            {(control) => (
              <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={t('auth:placeholders.email')} {...form.register('newEmail')} />
            )}
          </FormField>
          <AccountFormFooter busy={busy} onCancel={() => setOpen(false)} submitLabel={t('auth:account.saveEmail')} />
        </form>
      )}
    </AccountDialog>
  );
}
