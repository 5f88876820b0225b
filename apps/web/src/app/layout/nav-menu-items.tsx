import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { NavIcon } from './nav-icons';
import type { NavItem } from './nav-items';

/** Header dropdown entries: each a link with its muted icon and translated label. */
export function NavMenuItems({ items }: { items: readonly Pick<NavItem, 'to' | 'label'>[] }) {
  const { t } = useTranslation('nav');
  return items.map((item) => (
    <DropdownMenuItem key={item.to} asChild>
      <Link to={item.to}>
        <NavIcon label={item.label} className="text-muted-foreground" />
        {t(item.label)}
      </Link>
    </DropdownMenuItem>
  ));
}
