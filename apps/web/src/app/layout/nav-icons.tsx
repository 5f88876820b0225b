// Part of the lazily loaded header menus (see deferred-ui.tsx): the icons of ./nav-items.ts.
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  Bot,
  Award,
  CircleHelp,
  Crown,
  Fuel,
  Gift,
  Heart,
  House,
  MapPin,
  Megaphone,
  MessageCircle,
  Newspaper,
  Tag,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
  Warehouse,
  Wrench,
} from 'lucide-react';
import type { NavLabelKey } from './nav-items';

const NAV_ICONS: Record<NavLabelKey, LucideIcon> = {
  home: House,
  garages: Warehouse,
  listings: Tag,
  blog: Newspaper,
  badges: Award,
  community: Users,
  competitions: Trophy,
  locationSharing: MapPin,
  compare: ArrowLeftRight,
  assistant: Bot,
  maintenance: Wrench,
  fuel: Fuel,
  advertising: Megaphone,
  invite: Gift,
  premium: Crown,
  help: CircleHelp,
  myGarage: Warehouse,
  favorites: Heart,
  messages: MessageCircle,
  profile: UserRound,
  admin: ShieldCheck,
};

/** The icon of a nav link (decorative: the link text names it). */
export function NavIcon({ label, className }: { label: NavLabelKey; className?: string }) {
  const Icon = NAV_ICONS[label];
  return <Icon className={className} aria-hidden="true" />;
}
