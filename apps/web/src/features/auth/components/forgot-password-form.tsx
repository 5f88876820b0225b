import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { forgotPasswordInput } from '@garaj/shared';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { EmailField } from './email-field';
import { Button } from '@/components/ui/button';
import { getFieldMessage } from '@/lib/error-message';
import { useActionForm } from '@/lib/use-action-form';
import { isResetRequested } from '../actions/password-reset';
import { failureMessage, toastFailure } from '../utils/failure-message';

type Values = z.input<typeof forgotPasswordInput>;

/**
 * Asks for a reset link: a form posted to the /forgot-password action
 * (features/auth/actions/password-reset.ts), natively or by the app. The answer is always the
 * same neutral message, whether or not the address belongs to an account; only rate limits and
 * network failures are reported.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const actionData = useActionData<unknown>();
  const sentTo = isResetRequested(actionData) ? actionData.sentTo : null;
  const title = t('auth:forgot.errorTitle');
  const { form, failure, busy, onSubmit, fieldError, keptString } = useActionForm<Values, z.output<typeof forgotPasswordInput>>(
    { resolver: zodResolver(forgotPasswordInput), defaultValues: { email: sentTo ?? '' } },
    (f) => toastFailure(t, title, f),
  );
  const alert = failureMessage(t, title, failure);

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
      <Form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
        {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
        <EmailField id="forgot-email" error={getFieldMessage(fieldError('email'), t)} defaultValue={sentTo ?? keptString('email')} field={form.register('email')} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth:forgot.submitting') : sentTo ? t('auth:forgot.resend') : t('auth:forgot.submit')}
        </Button>
      </Form>
    </div>
  );
}
