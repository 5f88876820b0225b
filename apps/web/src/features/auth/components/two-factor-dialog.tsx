import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { refreshSession } from '@/lib/session';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, type TwoFactorSetup } from '../api/two-factor-settings';
import { authFailureText } from '../utils/auth-error';
import { PasswordInput } from './password-input';

/** The secret of an `otpauth://` URI, in groups of four for typing into an app by hand. */
const secretOf = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

interface TwoFactorDialogBodyProps {
  enabled: boolean;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The body of the two-factor dialog on /profile (loaded when the dialog opens: it brings the QR
 * code library). Off → the password, then the QR code (and the secret to type), the ten backup
 * codes to keep, and the first code, which turns it on. On → the password turns it off.
 */
export default function TwoFactorDialogBody({ enabled, onDone, onBusyChange }: TwoFactorDialogBodyProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'password' | 'code'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!setup) return;
    let live = true;
    void QRCode.toString(setup.totpURI, { type: 'svg', margin: 1, width: 192 }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [setup]);

  const run = async (field: 'password' | 'code', work: () => Promise<void>) => {
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError({ field, message: authFailureText(failure, t) });
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ field: 'password', message: t('errors:REQUIRED') });
    void run('password', async () => {
      if (enabled) {
        await disableTwoFactor(password);
        await refreshSession(queryClient);
        toast.success(t('auth:twoFactorSettings.disabled'));
        onDone();
      } else {
        setSetup(await startTwoFactor(password));
      }
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError({ field: 'code', message: t('errors:REQUIRED') });
    void run('code', async () => {
      await confirmTwoFactor(code);
      await refreshSession(queryClient);
      toast.success(t('auth:twoFactorSettings.enabled'));
      onDone();
    });
  };

  if (!setup) {
    return (
      <form noValidate onSubmit={submitPassword} className="grid gap-4" aria-busy={busy}>
        <FormField id="two-factor-password" label={t('auth:fields.password')} error={error?.field === 'password' ? error.message : undefined}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </FormField>
        <DialogFooter>
          <Button type="submit" variant={enabled ? 'destructive' : 'default'} disabled={busy}>
            {busy ? t('auth:account.saving') : enabled ? t('auth:twoFactorSettings.turnOff') : t('auth:twoFactorSettings.continue')}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitCode} className="grid gap-4" aria-busy={busy}>
      <ol className="grid list-decimal gap-3 ps-5 text-sm">
        <li>
          <p>{t('auth:twoFactorSettings.scan')}</p>
          {qr ? <img src={qr} alt={t('auth:twoFactorSettings.qrAlt')} width={192} height={192} className="mt-2 rounded-md border bg-white p-1" /> : null}
          <p className="mt-2 text-muted-foreground">{t('auth:twoFactorSettings.manual')}</p>
          <code className="mt-1 block rounded bg-muted px-2 py-1 font-mono text-xs break-all" data-testid="two-factor-secret">
            {secretOf(setup.totpURI)}
          </code>
        </li>
        <li>
          <p>{t('auth:twoFactorSettings.backupCodes')}</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-xs" aria-label={t('auth:twoFactorSettings.backupCodesLabel')}>
            {setup.backupCodes.map((backup) => (
              <li key={backup} className="rounded bg-muted px-2 py-1">
                {backup}
              </li>
            ))}
          </ul>
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => void navigator.clipboard?.writeText(setup.backupCodes.join('\n')).then(() => toast.success(t('auth:twoFactorSettings.copied')))}>
            {t('auth:twoFactorSettings.copy')}
          </Button>
        </li>
        <li>{t('auth:twoFactorSettings.enterCode')}</li>
      </ol>
      <FormField id="two-factor-setup-code" label={t('auth:twoFactor.codeLabel')} error={error?.field === 'code' ? error.message : undefined}>
        {(control) => <Input {...control} autoComplete="one-time-code" inputMode="numeric" maxLength={10} value={code} onChange={(e) => setCode(e.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? t('auth:account.saving') : t('auth:twoFactorSettings.turnOn')}
        </Button>
      </DialogFooter>
    </form>
  );
}
