import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { AccountArea } from './account-menu';
import { DeferredMemberIcons } from './deferred-member-icons';
import { DeferredMenu, usePreloadHeaderMenus } from './deferred-ui';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { LanguageTrigger, ThemeTrigger } from './header-triggers';
import { MobileNav } from './mobile-nav';

/** The fixed site header. */
export function Header() {
  const { t } = useTranslation('nav');
  usePreloadHeaderMenus();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <MobileNav className="-ml-1 lg:hidden" />
        <Logo className="mr-1 lg:mr-3" />
        <DesktopNav className="hidden lg:flex" />
        <HeaderSearch className="ml-auto hidden w-full md:flex md:max-w-sm lg:max-w-52 xl:max-w-64" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-1">
          <Button asChild variant="ghost" size="icon" className="md:hidden">
            <Link to="/search" aria-label={t('search.open')}>
              <Search className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <DeferredMenu placeholder={(props) => <ThemeTrigger {...props} />}>
            {(menus, state) => <menus.ThemeMenu {...state} />}
          </DeferredMenu>
          <DeferredMenu placeholder={(props) => <LanguageTrigger className="hidden sm:inline-flex" {...props} />}>
            {(menus, state) => <menus.LanguageMenu className="hidden sm:inline-flex" {...state} />}
          </DeferredMenu>
          {/* Signed in: messages and the bell, loaded after the page is interactive. */}
          <DeferredMemberIcons />
          <AccountArea className="ml-1" />
        </div>
      </div>
    </header>
  );
}
