import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { showAuthError } from '../utils/show-auth-error';

/**
 * The banner of {@link VerifyEmailBanner}: why content needs a verified address, "resend the
 * link" (better-auth's POST /api/auth/send-verification-email, 3 a minute per address) and a
 * way to fix a mistyped address on /profile.
 */
export function VerifyEmailBannerContent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('verification.resent', { email })),
        onError: (error) => showAuthError(t, t('verification.resendError'), error),
      },
    );

  return (
    <section
      aria-labelledby="verify-email-banner-title"
      className="border-b border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p id="verify-email-banner-title" className="font-semibold">
            {t('verifyBanner.title')}
          </p>
          <p className="break-words">{t('verifyBanner.message', { email })}</p>
          <Link to="/profile" className="w-fit underline underline-offset-2">
            {t('verifyBanner.changeEmail')}
          </Link>
        </div>
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('verification.resending') : t('verification.resend')}
        </Button>
      </div>
    </section>
  );
}
