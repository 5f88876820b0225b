// Part of the lazily loaded header menus (see deferred-ui.tsx).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useFocusOnMount, type DeferredMenuState } from './deferred-menu-state';
import { MoreTrigger } from './header-triggers';
import { NavIcon } from './nav-icons';
import type { NavItem } from './nav-items';

/** 'Daha Fazla': the links that do not fit in the desktop bar. */
export function MoreMenu({ items, defaultOpen, focusTrigger }: DeferredMenuState & { items: readonly NavItem[] }) {
  const { t } = useTranslation('nav');
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoreTrigger ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              <NavIcon label={item.label} className="text-muted-foreground" />
              {t(item.label)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
