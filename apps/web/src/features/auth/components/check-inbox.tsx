import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import type { FormFailure } from '@/lib/form-action';
import { failureMessage } from '../utils/failure-message';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * After sign-up: "check your inbox", the link sent again on request (a form posted to the
 * /register action with `intent=resend`, so it works without the app's script too), what that
 * answered, and one way to the sign-in page.
 */
export function CheckInbox({ email, resent, failure }: { email: string; resent: boolean; failure: FormFailure | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend';
  const alert = failureMessage(t, t('auth:verification.resendError'), failure);
  return (
    <div className="grid gap-4 text-center">
      <div role="status" className="grid gap-3">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('auth:register.checkInboxTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth:register.checkInboxMessage', { email })}</p>
        {resent ? <p className="text-sm font-medium text-primary">{t('auth:verification.resent', { email })}</p> : null}
      </div>
      {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
      <Form method="post" className="grid">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? t('auth:verification.resending') : t('auth:verification.resend')}
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground">
        {t('auth:register.haveAccount')}{' '}
        <Link to="/login" className={linkClass}>
          {t('auth:register.loginLink')}
        </Link>
      </p>
    </div>
  );
}
