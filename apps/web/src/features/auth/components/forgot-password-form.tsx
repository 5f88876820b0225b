import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '@garaj/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getFieldMessage } from '@/lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthError } from '../utils/auth-error';
import { showAuthError } from '../utils/show-auth-error';
import { FormField } from '@/components/form-field';

type Values = z.input<typeof forgotPasswordInput>;

/**
 * Asks for a reset link. The answer is always the same neutral message, whether or not the
 * address belongs to an account; only rate limits and network failures are reported.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordInput>>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => setSentTo(values.email),
      (error: unknown) => {
        // Anything but a rate limit or an unreachable server looks like success (no account probing).
        if (error instanceof AuthError && error.status !== 429 && error.status < 500 && error.status > 0) {
          setSentTo(values.email);
        } else {
          showAuthError(t, t('auth:forgot.errorTitle'), error);
        }
      },
    ),
  );
  const busy = form.formState.isSubmitting || request.isPending;

  return (
    <div className="grid gap-4">
      <div aria-live="polite">
        {sentTo ? (
          <div className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>{t('auth:forgot.sent', { email: sentTo })}</p>
          </div>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <FormField id="forgot-email" label={t('auth:fields.email')} error={getFieldMessage(errors.email?.message, t)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={t('auth:placeholders.email')} {...form.register('email')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:forgot.submitting') : sentTo ? t('auth:forgot.resend') : t('auth:forgot.submit')}
        </Button>
      </form>
    </div>
  );
}
