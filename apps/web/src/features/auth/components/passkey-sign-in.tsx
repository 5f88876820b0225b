import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { toast } from '@/lib/lazy-toast';
import { authFailureText } from '../utils/auth-error';

/**
 * "Geçiş anahtarıyla giriş yap" on /login: the browser asks for one of this site's passkeys and
 * the member is signed in without a password (nor a second factor), then sent to `next`. Needs the
 * app's script and a browser with WebAuthn, so it shows only once both are there; the WebAuthn
 * code loads on the click.
 */
export function PasskeySignIn({ next, disabled }: { next: string | null; disabled?: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated || typeof window.PublicKeyCredential !== 'function') return null;

  const start = async () => {
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('../api/passkeys');
      await signInWithPasskey();
      // A whole page load: the page asked for is rendered for the member now signed in.
      window.location.assign(next ?? '/');
    } catch (error) {
      toast.error(t('auth:passkeySignIn.errorTitle'), { description: authFailureText(error, t) });
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" className="w-full" disabled={disabled || busy} onClick={() => void start()}>
      <KeyRound aria-hidden="true" />
      {busy ? t('auth:passkeySignIn.busy') : t('auth:passkeySignIn.button')}
    </Button>
  );
}
