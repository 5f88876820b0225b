import { Link, useLocation } from 'react-router';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { DeferredMenu } from './deferred-ui';
import { AccountTrigger } from './header-triggers';

/**
 * Header account area: a placeholder while the session loads, then 'Giriş Yap' / 'Kayıt Ol'
 * (signed out) or favorites + the account menu (signed in).
 */
export function AccountArea({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const { user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();

  if (isPending) {
    return (
      <div className={cn('flex items-center gap-2', className)} role="status" aria-label={t('sessionLoading')}>
        <Skeleton className="hidden h-9 w-20 sm:block" />
        <Skeleton className="size-9 rounded-full sm:h-9 sm:w-20 sm:rounded-md" />
      </div>
    );
  }

  if (user) {
    return (
      <div className={cn('flex items-center gap-1', className)}>
        <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
          <Link to="/favorites" aria-label={t('favorites')}>
            <Heart className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <DeferredMenu placeholder={(props) => <AccountTrigger user={user} {...props} />}>
          {(menus, state) => <menus.AccountDropdown user={user} {...state} />}
        </DeferredMenu>
      </div>
    );
  }

  // Phones get 'Giriş Yap' in the bar too; 'Kayıt Ol' is one tap away on the sign-in page and in the menu.
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={loginPath(pathname + search)}>{t('login')}</Link>
      </Button>
      <Button asChild size="sm" className="hidden sm:inline-flex">
        <Link to="/register">{t('register')}</Link>
      </Button>
    </div>
  );
}
