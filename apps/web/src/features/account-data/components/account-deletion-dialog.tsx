import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/form-field';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { sendAccountDeletionCode } from '../api/account-deletion';
import { deletionDate, useDeleteAccount } from '../hooks/use-delete-account';

/** The mailed code is six digits. */
const CODE_PATTERN = /^\d{6}$/;

/** The choice of the contributions others answered: kept under "silinmiş üye" (default) or deleted. */
function ContributionsChoice({ keep, onChange, disabled }: { keep: boolean; onChange: (keep: boolean) => void; disabled: boolean }) {
  const { t } = useTranslation('accountData');
  const id = useId();
  const options = [
    { value: true, label: t('dialog.contributions.keep'), hint: t('dialog.contributions.keepHint') },
    { value: false, label: t('dialog.contributions.remove'), hint: t('dialog.contributions.removeHint') },
  ];
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('dialog.contributions.legend')}</legend>
      {options.map((option) => {
        const inputId = `${id}-${String(option.value)}`;
        return (
          <div key={inputId} className="grid gap-1 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <label htmlFor={inputId} className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                id={inputId}
                type="radio"
                name="keepContributions"
                value={String(option.value)}
                checked={keep === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={`${inputId}-hint`}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>{option.label}</span>
            </label>
            <p id={`${inputId}-hint`} className="pl-7 text-xs text-muted-foreground">
              {option.hint}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}

interface DeletionFormProps {
  hasPassword: boolean;
  deletion: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
}

/**
 * The confirmation form: the contributions choice, then the password (accounts with one) or the
 * mailed six-digit code ("Kod gönder" first). A wrong password or code is shown under its field;
 * any other failure above the buttons.
 */
function DeletionForm({ hasPassword, deletion, onCancel }: DeletionFormProps) {
  const { t } = useTranslation(['accountData', 'errors']);
  const id = useId();
  const [keepContributions, setKeepContributions] = useState(true);
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const sendCode = useMutation({ mutationFn: sendAccountDeletionCode });
  const busy = deletion.isPending;

  const refuse = (message: string) => {
    setFieldError(message);
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    const value = hasPassword ? secret : secret.trim();
    if (!value) return refuse(t('errors:REQUIRED'));
    if (!hasPassword && !CODE_PATTERN.test(value)) return refuse(t('dialog.codeFormat'));
    try {
      await deletion.mutateAsync(hasPassword ? { password: value, keepContributions } : { code: value, keepContributions });
    } catch (error) {
      const fieldCode = isApiError(error) ? (error.fields?.[hasPassword ? 'password' : 'code'] ?? null) : null;
      if (isApiError(error) && (error.code === 'ACCOUNT_DELETION_PASSWORD' || error.code === 'ACCOUNT_DELETION_CODE_INVALID')) {
        refuse(getErrorMessage(error, t));
      } else if (fieldCode) {
        refuse(getFieldMessage(fieldCode, t) ?? fieldCode);
      } else {
        setFormError(getErrorMessage(error, t));
      }
    }
  };

  const fieldId = `${id}-${hasPassword ? 'password' : 'code'}`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
      <ContributionsChoice keep={keepContributions} onChange={setKeepContributions} disabled={busy} />
      {hasPassword ? (
        <FormField id={fieldId} label={t('dialog.password')} error={fieldError} required>
          {(control) => (
            <Input
              {...control}
              ref={field}
              type="password"
              name="password"
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              readOnly={busy}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('dialog.codeIntro')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" size="sm" disabled={sendCode.isPending || busy} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? t('dialog.sendingCode') : sendCode.isSuccess ? t('dialog.resendCode') : t('dialog.sendCode')}
            </Button>
            {sendCode.isSuccess && !sendCode.isPending ? (
              <p role="status" className="text-sm text-primary">
                {t('dialog.codeSent')}
              </p>
            ) : null}
          </div>
          {sendCode.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {getErrorMessage(sendCode.error, t)}
            </p>
          ) : null}
          <FormField id={fieldId} label={t('dialog.code')} hint={t('dialog.codeHint')} error={fieldError} required>
            {(control) => (
              <Input
                {...control}
                ref={field}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                pattern="[0-9]{6}"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                readOnly={busy}
                className="max-w-40 tracking-widest"
              />
            )}
          </FormField>
        </div>
      )}
      <DialogFormFooter
        error={formError}
        onCancel={onCancel}
        cancelDisabled={busy}
        submitLabel={t('dialog.submit')}
        busyLabel={t('dialog.submitting')}
        busy={busy}
        destructive
      />
    </form>
  );
}

/**
 * "Hesabımı sil" and its confirmation dialog: what happens (the account goes
 * {@link ACCOUNT_DELETION_GRACE_DAYS} days later with everything in it; signing in before then
 * cancels it; every session ends now), then the confirmation form. The dialog cannot be closed
 * while the request runs.
 */
export function AccountDeletionDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('accountData');
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const busy = deletion.isPending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          {t('deletion.open')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('dialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('dialog.when', { days: ACCOUNT_DELETION_GRACE_DAYS, date: formatDate(deletionDate(null), 'long') })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-foreground/90">
          <li>{t('dialog.cancelBySignIn')}</li>
          <li>{t('dialog.everything')}</li>
          <li>{t('dialog.signOut')}</li>
          <li>{t('dialog.exportFirst')}</li>
        </ul>
        <DeletionForm hasPassword={hasPassword} deletion={deletion} onCancel={() => setOpen(false)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
