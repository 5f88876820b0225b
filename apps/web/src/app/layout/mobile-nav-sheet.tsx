// Part of the lazily loaded header menus (see deferred-ui.tsx).
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Logo } from '@/components/logo';
import { useSignOut } from '@/hooks/use-sign-out';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { displayName } from './header-triggers';
import { LanguageToggleGroup } from './language-menu';
import { NavIcon } from './nav-icons';
import { ACCOUNT_NAV, ADMIN_NAV, MAIN_NAV } from './nav-items';
import { ThemeToggleGroup } from './theme-menu';

const sheetLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-accent text-primary' : 'text-foreground',
  );

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the sheet closes (the menu button). */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/** Radix Dialog sheet for screens below `lg`: welcome line, search, every link, account, preferences. */
export function MobileNavSheet({ open, onOpenChange, returnFocusRef }: MobileNavSheetProps) {
  const { t } = useTranslation('nav');
  const { user, isPending } = useCurrentUser();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const accountLinks = user?.role === 'admin' || user?.role === 'moderator' ? [...ACCOUNT_NAV, ADMIN_NAV] : ACCOUNT_NAV;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        // Focus the sheet itself, not its search box: on phones a focused box pops the keyboard up.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="sr-only">{t('menuTitle')}</SheetTitle>
          <Logo onClick={close} />
          <SheetDescription className="pt-2">
            {isPending ? (
              <Skeleton className="h-4 w-40" />
            ) : user ? (
              t('welcome', { username: displayName(user, t('defaultUsername')) })
            ) : (
              t('guestWelcome')
            )}
          </SheetDescription>
        </SheetHeader>

        <div className="flex-1 overflow-y-auto p-4">
          <HeaderSearch onSearch={close} />

          <nav aria-label={t('mainNavigation')} className="mt-4">
            <ul className="flex flex-col gap-0.5">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} onClick={close} className={sheetLinkClassName}>
                    <NavIcon label={item.label} className="size-4 text-muted-foreground" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <Separator className="my-4" />

          {user ? (
            <ul className="flex flex-col gap-0.5" aria-label={t('accountMenu')}>
              {accountLinks.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={sheetLinkClassName}>
                    <NavIcon label={item.label} className="size-4 text-muted-foreground" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                  className="flex h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-destructive transition-colors outline-none hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  {t('signOut')}
                </button>
              </li>
            </ul>
          ) : isPending ? null : (
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline">
                <Link to="/login" onClick={close}>
                  {t('login')}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/register" onClick={close}>
                  {t('register')}
                </Link>
              </Button>
            </div>
          )}

          <Separator className="my-4" />

          <div className="flex flex-col gap-3">
            <ThemeToggleGroup />
            <LanguageToggleGroup />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
