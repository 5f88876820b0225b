// Part of the lazily loaded header menus (see deferred-ui.tsx).
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/hooks/use-sign-out';
import type { CurrentUser } from '@/lib/session';
import { useFocusOnMount, type DeferredMenuState } from './deferred-menu-state';
import { AccountTrigger, displayName } from './header-triggers';
import { NavMenuItems } from './nav-menu-items';
import { ACCOUNT_NAV, ADMIN_NAV } from './nav-items';

/** Signed-in menu: my garage, favorites, profile, 'Admin Panel' for admins and moderators, sign-out. */
export function AccountDropdown({ user, defaultOpen, focusTrigger }: DeferredMenuState & { user: CurrentUser }) {
  const { t } = useTranslation('nav');
  const signOut = useSignOut();
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  const links = user.role === 'admin' || user.role === 'moderator' ? [...ACCOUNT_NAV, ADMIN_NAV] : ACCOUNT_NAV;
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountTrigger ref={triggerRef} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-semibold text-foreground">@{displayName(user, t('defaultUsername'))}</span>
          <span className="truncate text-xs font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <NavMenuItems items={links} />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
