// Icons are in ./nav-icons.tsx: only the lazily loaded menus show them (see deferred-ui.tsx),
// so the first download carries the labels and paths only.

/** Keys of nav.json. */
export type NavLabelKey =
  | 'home'
  | 'garages'
  | 'listings'
  | 'blog'
  | 'badges'
  | 'community'
  | 'competitions'
  | 'locationSharing'
  | 'compare'
  | 'assistant'
  | 'maintenance'
  | 'fuel'
  | 'advertising'
  | 'invite'
  | 'premium'
  | 'help'
  | 'favorites'
  | 'messages'
  | 'myGarage'
  | 'profile'
  | 'admin';

export interface NavItem {
  to: string;
  label: NavLabelKey;
  /**
   * Where the desktop header shows it: `bar` always in the bar, `wide` in the bar from `xl`
   * (in "Daha Fazla" below that), `more` always in "Daha Fazla". Mobile shows all in order.
   */
  desktop: 'bar' | 'wide' | 'more';
}

/** Where the header search sends a query: the site search (`/search?q=`). */
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/**
 * Header links, in the product's order. Every page they name exists, so every link is shown (app/layout/site-links.test.tsx checks that each
 * link of the shell and the not-found page resolves to a route).
 */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'home', desktop: 'wide' },
  { to: '/garages', label: 'garages', desktop: 'bar' },
  { to: '/listings', label: 'listings', desktop: 'wide' },
  { to: '/blog', label: 'blog', desktop: 'bar' },
  { to: '/badges', label: 'badges', desktop: 'more' },
  { to: '/community', label: 'community', desktop: 'bar' },
  { to: '/competitions', label: 'competitions', desktop: 'wide' },
  { to: '/location-sharing', label: 'locationSharing', desktop: 'more' },
  { to: '/compare', label: 'compare', desktop: 'more' },
  // Not a header link of the original design (the home page has the advisor section); the page exists too.
  { to: '/assistant', label: 'assistant', desktop: 'more' },
  { to: '/advertising', label: 'advertising', desktop: 'more' },
  { to: '/affiliate', label: 'invite', desktop: 'more' },
  { to: '/premium', label: 'premium', desktop: 'more' },
  { to: '/help', label: 'help', desktop: 'more' },
];

/** Signed-in members' links (my garage, maintenance, fuel and costs, messages, favorites, profile). */
export const ACCOUNT_NAV: readonly Omit<NavItem, 'desktop'>[] = [
  { to: '/my-garage', label: 'myGarage' },
  { to: '/maintenance', label: 'maintenance' },
  { to: '/fuel', label: 'fuel' },
  { to: '/messages', label: 'messages' },
  { to: '/favorites', label: 'favorites' },
  { to: '/profile', label: 'profile' },
];

/** Shown only when `user.role === 'admin'`; the server enforces the role too. */
export const ADMIN_NAV: Omit<NavItem, 'desktop'> = { to: '/admin', label: 'admin' };
