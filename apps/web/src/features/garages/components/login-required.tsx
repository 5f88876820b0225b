import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';

/**
 * 'Giriş Gerekli' with a link to /login, for member-only screens; the link
 * brings the member back to this page after signing in (`?next=`).
 */
export function LoginRequired({ message }: { message?: string }) {
  const { t } = useTranslation('garages');
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <LogIn className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('loginRequired.title')}</h1>
      <p className="text-muted-foreground">{message ?? t('loginRequired.text')}</p>
      <Button asChild>
        <Link to={loginPath(pathname + search)}>{t('loginRequired.button')}</Link>
      </Button>
    </div>
  );
}
