import { BadgeCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser, useSession } from '@/lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { showAuthError } from '../utils/show-auth-error';

/**
 * Landing page of the e-mail verification link. better-auth redirects here after checking the
 * token; a bad or expired token arrives as `?error=…`. The session then tells the real state.
 */
export function VerifyEmailResult({ error }: { error: string | null }) {
  const { t } = useTranslation('auth');
  const { user, isPending } = useCurrentUser();
  const resend = useSendVerificationEmail();
  const session = useSession();

  if (isPending) return <PageSpinner />;
  const verified = !error && (user ? session.data?.user.emailVerified === true : true);

  const onResend = () =>
    user &&
    resend.mutate(
      { email: user.email },
      {
        onSuccess: () => toast.success(t('verification.resent', { email: user.email })),
        onError: (e) => showAuthError(t, t('verification.resendError'), e),
      },
    );

  return (
    <div role="status" className="grid justify-items-center gap-4 text-center">
      <span
        className={
          verified
            ? 'flex size-12 items-center justify-center rounded-full bg-success/15 text-success'
            : 'flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
        }
      >
        {verified ? <BadgeCheck className="size-6" aria-hidden="true" /> : <MailWarning className="size-6" aria-hidden="true" />}
      </span>
      <h2 className="text-lg font-semibold">{verified ? t('verification.successTitle') : t('verification.failedTitle')}</h2>
      <p className="text-sm text-muted-foreground">{verified ? t('verification.successMessage') : t('verification.failedMessage')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {!verified && user ? (
          <Button onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? t('verification.resending') : t('verification.resend')}
          </Button>
        ) : null}
        {!verified && !user ? (
          <Button asChild>
            <Link to="/login">{t('login.submit')}</Link>
          </Button>
        ) : null}
        <Button asChild variant={verified ? 'default' : 'outline'}>
          <Link to="/">{t('verification.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
