import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAuthConfig } from '../api/get-auth-config';
import { useSocialSignIn, type SocialProvider } from '../api/social-sign-in';
import { authErrorKey } from '../utils/auth-error';
import { FacebookIcon, GoogleIcon } from './provider-icons';

interface SocialButtonsProps {
  mode: 'login' | 'register';
  disabled?: boolean;
  /** A safe same-site path to come back to after signing in (lib/next-path.ts). */
  next?: string | null;
}

const PROVIDERS: SocialProvider[] = ['google', 'facebook'];

/**
 * Google / Facebook buttons, shown only for providers the server has configured
 * (GET /api/auth-config). Also reports a provider error the member was sent back with.
 */
export function SocialButtons({ mode, disabled, next }: SocialButtonsProps) {
  const { t } = useTranslation('auth');
  const config = useAuthConfig();
  const social = useSocialSignIn();
  useProviderErrorToast(mode);

  const enabled = PROVIDERS.filter((p) => config.data?.providers[p]);
  if (enabled.length === 0) return null;

  const start = (provider: SocialProvider) => {
    social.mutate(
      { provider, errorPage: mode === 'login' ? '/login' : '/register', next: next ?? undefined },
      {
        onError: (error) => {
          const key = authErrorKey(error);
          toast.error(t(`social.errors.${provider}.${mode}`), {
            description: key ? t(`serverErrors.${key}`) : t(`social.errors.generic.${mode}`, { provider: t(`social.names.${provider}`) }),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('social.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {enabled.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            disabled={disabled || social.isPending}
            onClick={() => start(provider)}
          >
            {provider === 'google' ? <GoogleIcon /> : <FacebookIcon />}
            {t(`social.buttons.${provider}.${mode}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** After a failed OAuth round trip better-auth sends the member to `?provider=<p>&error=<code>`. */
function useProviderErrorToast(mode: 'login' | 'register') {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const provider = params.get('provider');
  const error = params.get('error');
  useEffect(() => {
    if (shown.current || !error || (provider !== 'google' && provider !== 'facebook')) return;
    shown.current = true;
    toast.error(t(`social.errors.${provider}.${mode}`), {
      description: t(`social.errors.generic.${mode}`, { provider: t(`social.names.${provider}`) }),
    });
    const next = new URLSearchParams(params);
    next.delete('provider');
    next.delete('error');
    setParams(next, { replace: true });
  }, [error, provider, mode, params, setParams, t]);
}
