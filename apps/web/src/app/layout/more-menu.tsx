// Part of the lazily loaded header menus (see deferred-ui.tsx).
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useFocusOnMount, type DeferredMenuState } from './deferred-menu-state';
import { MoreTrigger } from './header-triggers';
import { NavMenuItems } from './nav-menu-items';
import type { NavItem } from './nav-items';

/** 'Daha Fazla': the links that do not fit in the desktop bar. */
export function MoreMenu({ items, defaultOpen, focusTrigger }: DeferredMenuState & { items: readonly NavItem[] }) {
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoreTrigger ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <NavMenuItems items={items} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
