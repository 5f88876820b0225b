import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  Award,
  CircleHelp,
  Crown,
  Gift,
  Heart,
  House,
  MapPin,
  Megaphone,
  Newspaper,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
  Warehouse,
} from 'lucide-react';

/** Keys of nav.json. */
export type NavLabelKey =
  | 'home'
  | 'garages'
  | 'blog'
  | 'badges'
  | 'community'
  | 'competitions'
  | 'locationSharing'
  | 'compare'
  | 'advertising'
  | 'invite'
  | 'premium'
  | 'help'
  | 'favorites'
  | 'myGarage'
  | 'profile'
  | 'admin';

export interface NavItem {
  to: string;
  label: NavLabelKey;
  icon: LucideIcon;
  /**
   * Where the desktop header shows it: `bar` always in the bar, `wide` in the bar from `xl`
   * (in "Daha Fazla" below that), `more` always in "Daha Fazla". Mobile shows all in order.
   */
  desktop: 'bar' | 'wide' | 'more';
}

/** Spec core §2 Shell: header links, in the spec's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'home', icon: House, desktop: 'wide' },
  { to: '/garages', label: 'garages', icon: Warehouse, desktop: 'bar' },
  { to: '/blog', label: 'blog', icon: Newspaper, desktop: 'bar' },
  { to: '/badges', label: 'badges', icon: Award, desktop: 'more' },
  { to: '/community', label: 'community', icon: Users, desktop: 'bar' },
  { to: '/competitions', label: 'competitions', icon: Trophy, desktop: 'wide' },
  { to: '/location-sharing', label: 'locationSharing', icon: MapPin, desktop: 'more' },
  { to: '/compare', label: 'compare', icon: ArrowLeftRight, desktop: 'more' },
  { to: '/advertising', label: 'advertising', icon: Megaphone, desktop: 'more' },
  { to: '/affiliate', label: 'invite', icon: Gift, desktop: 'more' },
  { to: '/premium', label: 'premium', icon: Crown, desktop: 'more' },
  { to: '/help', label: 'help', icon: CircleHelp, desktop: 'more' },
];

/** Signed-in members' links (spec core §2: favorites, my garage, profile). */
export const ACCOUNT_NAV: readonly Omit<NavItem, 'desktop'>[] = [
  { to: '/my-garage', label: 'myGarage', icon: Warehouse },
  { to: '/favorites', label: 'favorites', icon: Heart },
  { to: '/profile', label: 'profile', icon: UserRound },
];

/** Shown only when `user.role === 'admin'`; the server enforces the role too. */
export const ADMIN_NAV: Omit<NavItem, 'desktop'> = { to: '/admin', label: 'admin', icon: ShieldCheck };
