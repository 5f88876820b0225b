import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import { DeferredMenu } from './deferred-ui';
import { MoreTrigger } from './header-triggers';
import { MAIN_NAV } from './nav-items';

export const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

/** Desktop (lg+) links: the main ones in the bar, the rest under 'Daha Fazla'. */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const wide = useMediaQuery('(min-width: 80rem)');
  const inBar = MAIN_NAV.filter((item) => item.desktop === 'bar' || (wide && item.desktop === 'wide'));
  const inMore = MAIN_NAV.filter((item) => !inBar.includes(item));

  return (
    <nav aria-label={t('mainNavigation')} className={cn('items-center gap-0.5', className)}>
      {inBar.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClassName}>
          {t(item.label)}
        </NavLink>
      ))}
      {inMore.length ? (
        <DeferredMenu placeholder={(props) => <MoreTrigger {...props} />}>
          {(menus, state) => <menus.MoreMenu items={inMore} {...state} />}
        </DeferredMenu>
      ) : null}
    </nav>
  );
}
