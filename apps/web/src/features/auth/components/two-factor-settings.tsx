import { lazy, Suspense, useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

const TwoFactorDialogBody = lazy(() => import('./two-factor-dialog'));

/**
 * Two-step verification on /profile: whether it is on, and the dialog that turns it on (password,
 * QR code, backup codes, first code) or off (password). Staff (moderators and admins) are asked to
 * turn it on.
 */
export function TwoFactorSettings({ enabled, staff }: { enabled: boolean; staff: boolean }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-2" id="two-factor">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{t('auth:twoFactorSettings.title')}</p>
        {enabled ? (
          <Badge variant="success">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('auth:twoFactorSettings.on')}
          </Badge>
        ) : (
          <Badge variant="outline">
            <ShieldOff className="size-3.5" aria-hidden="true" />
            {t('auth:twoFactorSettings.off')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{enabled ? t('auth:twoFactorSettings.onText') : staff ? t('auth:twoFactorSettings.staffText') : t('auth:twoFactorSettings.offText')}</p>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="outline" className="justify-self-start">
            {enabled ? t('auth:twoFactorSettings.turnOff') : t('auth:twoFactorSettings.turnOn')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('auth:twoFactorSettings.title')}</DialogTitle>
            <DialogDescription>{enabled ? t('auth:twoFactorSettings.disableText') : t('auth:twoFactorSettings.enableText')}</DialogDescription>
          </DialogHeader>
          {open ? (
            <Suspense fallback={<Spinner label={t('auth:twoFactorSettings.loading')} />}>
              <TwoFactorDialogBody enabled={enabled} onBusyChange={setBusy} onDone={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
