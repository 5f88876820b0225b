// Icons are in ./nav-icons.tsx: only the lazily loaded menus show them (see deferred-ui.tsx),
// so the first download carries the labels and paths only.

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
  | 'assistant'
  | 'maintenance'
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
  /**
   * Where the desktop header shows it: `bar` always in the bar, `wide` in the bar from `xl`
   * (in "Daha Fazla" below that), `more` always in "Daha Fazla". Mobile shows all in order.
   */
  desktop: 'bar' | 'wide' | 'more';
}

/**
 * The pages that exist today: the one list of available routes. The header, the phone menu,
 * the footer and the not-found suggestions show a link only when its path is listed here, so
 * no link leads to "Sayfa Bulunamadı" (issue 6). When a page of the second document (blog,
 * forum, search, badges, …) is added to the router, add its path here and its links appear.
 * A test checks that every path here resolves to a route in app/router.tsx.
 */
export const AVAILABLE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/garages',
  '/blog',
  '/users',
  '/login',
  '/register',
  '/create-garage',
  '/my-garage',
  '/favorites',
  '/profile',
  '/admin',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/search',
  '/forum',
  // Community life (issue 8).
  '/activities',
  '/badges',
  '/community',
  '/competitions',
  // The member's tools (issue 9).
  '/location-sharing',
  '/compare',
  '/maintenance',
  '/assistant',
  // Running the site (issue 10).
  '/help',
  '/advertising',
  '/affiliate',
  '/premium',
]);

/** True when `to` (a path, optionally with a query) is a page that exists. */
export const isAvailable = (to: string) => AVAILABLE_PATHS.has(to.split(/[?#]/)[0] ?? to);

/** Keeps the links whose page exists (see {@link AVAILABLE_PATHS}). */
export const availableLinks = <T extends { to: string }>(links: readonly T[]): T[] =>
  links.filter((link) => isAvailable(link.to));

/**
 * Where the header search sends a query: the site search (`/search?q=`, spec core §2 Shell), or
 * the garage list's search (`/garages?search=`) if /search were not in {@link AVAILABLE_PATHS}.
 */
export const searchPath = (query: string) =>
  isAvailable('/search') ? `/search?q=${encodeURIComponent(query)}` : `/garages?search=${encodeURIComponent(query)}`;

/** Spec core §2 Shell: header links, in the spec's order (all of them; {@link MAIN_NAV} keeps those that exist). */
export const SPEC_MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'home', desktop: 'wide' },
  { to: '/garages', label: 'garages', desktop: 'bar' },
  { to: '/blog', label: 'blog', desktop: 'bar' },
  { to: '/badges', label: 'badges', desktop: 'more' },
  { to: '/community', label: 'community', desktop: 'bar' },
  { to: '/competitions', label: 'competitions', desktop: 'wide' },
  { to: '/location-sharing', label: 'locationSharing', desktop: 'more' },
  { to: '/compare', label: 'compare', desktop: 'more' },
  // Not a header link of the spec (its home page has the advisor section); the page exists too.
  { to: '/assistant', label: 'assistant', desktop: 'more' },
  { to: '/advertising', label: 'advertising', desktop: 'more' },
  { to: '/affiliate', label: 'invite', desktop: 'more' },
  { to: '/premium', label: 'premium', desktop: 'more' },
  { to: '/help', label: 'help', desktop: 'more' },
];

/** The header links whose page exists. */
export const MAIN_NAV: readonly NavItem[] = availableLinks(SPEC_MAIN_NAV);

/** Signed-in members' links (spec core §2: favorites, my garage, profile; issue 9: maintenance). */
export const ACCOUNT_NAV: readonly Omit<NavItem, 'desktop'>[] = [
  { to: '/my-garage', label: 'myGarage' },
  { to: '/maintenance', label: 'maintenance' },
  { to: '/favorites', label: 'favorites' },
  { to: '/profile', label: 'profile' },
];

/** Shown only when `user.role === 'admin'`; the server enforces the role too. */
export const ADMIN_NAV: Omit<NavItem, 'desktop'> = { to: '/admin', label: 'admin' };
