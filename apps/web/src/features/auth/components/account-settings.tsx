import { BadgeCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { showAuthError } from '../utils/show-auth-error';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { TwoFactorSettings } from './two-factor-settings';

interface AccountSettingsProps {
  email: string;
  emailVerified: boolean;
  /** An address a change of e-mail waits to verify (GET /api/me/profile `pendingEmail`). */
  pendingEmail?: string | null;
  /** Called after an e-mail change request (e.g. to reload the profile). */
  onEmailChanged?: () => void;
  /** Whether sign-in asks for a second factor; `staff` (moderators, admins) are asked to turn it on. */
  twoFactor?: { enabled: boolean; staff: boolean };
}

/** Account settings on /profile: e-mail and its verification, change e-mail, change password, two-step verification. */
export function AccountSettings({ email, emailVerified, pendingEmail, onEmailChanged, twoFactor }: AccountSettingsProps) {
  const { t } = useTranslation(['auth', 'common']);
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('auth:verification.resent', { email })),
        onError: (error) => showAuthError(t, t('auth:verification.resendError'), error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('auth:account.title')}</h2>
        <CardDescription>{t('auth:account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('auth:fields.email')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all">{email}</span>
            {emailVerified ? (
              <Badge variant="success">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                {t('auth:verification.verified')}
              </Badge>
            ) : (
              <Badge variant="outline" className="border-amber-500/50 text-amber-700 dark:text-amber-400">
                <MailWarning className="size-3.5" aria-hidden="true" />
                {t('auth:verification.notVerified')}
              </Badge>
            )}
          </div>
          {pendingEmail ? <p className="text-sm break-all text-muted-foreground">{t('auth:account.pendingEmail', { email: pendingEmail })}</p> : null}
          {!emailVerified ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>{t('auth:verification.hint')}</span>
              <Button variant="link" className="h-auto p-0" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? t('auth:verification.resending') : t('auth:verification.resend')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ChangeEmailDialog currentEmail={email} onChanged={onEmailChanged} />
          <ChangePasswordDialog />
        </div>
        {twoFactor ? <TwoFactorSettings enabled={twoFactor.enabled} staff={twoFactor.staff} /> : null}
      </CardContent>
    </Card>
  );
}
