/**
 * The JavaScript budget of each lazily loaded route of the web app (a module in
 * apps/web/src/app/routes): gzip KB of what opening the route downloads on top of the entry —
 * its chunk and the chunks it imports statically (bench/initial-js.ts `routeJs`), not what it
 * loads later (lazy sections, the map, the rich-text editor, dialogs opened on demand).
 * `npm run check:initial-js` (bench/check-initial-js.ts, run in CI after the build) fails when a
 * route is over its budget, when a route has none, or when a budgeted route no longer exists.
 *
 * Each budget is the route's size when it was set plus about 5 % (at least 1 KB) of room; the
 * reason names what the route carries. The shared pieces, gzip: zod ≈ 25 KB (client-side
 * validation with the server's schemas: only routes with a validated form should carry it — a
 * page that only needs a limit or a page size imports it from a zod-free module of
 * @garaj/shared), react-hook-form ≈ 13 KB, the auth client ≈ 12 KB, Radix's popper (menus,
 * selects, popovers) ≈ 10 KB, sonner (toasts) ≈ 9 KB, Radix's dialog layer ≈ 8 KB.
 */
export const ROUTE_JS_BUDGETS_KB: Record<string, { kb: number; reason: string }> = {
  // Pages with little or no interaction.
  unsubscribe: { kb: 4, reason: 'one confirmation request' },
  home: { kb: 4, reason: 'the hero; every section below it is a lazy section' },
  'not-found': { kb: 5, reason: 'a message and links' },
  'cookie-policy': { kb: 6, reason: 'the legal document view' },
  'privacy-policy': { kb: 6, reason: 'the legal document view' },
  'terms-of-service': { kb: 6, reason: 'the legal document view' },
  // Read-only lists and pages.
  search: { kb: 10, reason: 'search form, type tabs and results' },
  help: { kb: 67, reason: 'FAQ search and list, and the contact form (react-hook-form, zod), which must work from the first click' },
  'blog-mine': { kb: 12, reason: "the member's posts as cards" },
  affiliate: { kb: 12, reason: 'the affiliate page and its links' },
  notifications: { kb: 12, reason: 'notification list with live updates' },
  messages: { kb: 38, reason: 'the inbox: conversation rows with live updates' },
  'messages-conversation': { kb: 75, reason: 'a conversation: links in text (linkify), image upload, report dialog, live updates' },
  'messages-new': { kb: 62, reason: 'compose: the garage card, image upload, message validation' },
  badges: { kb: 13, reason: 'the badge catalogue' },
  activities: { kb: 13, reason: 'the activity feed and its filters' },
  blog: { kb: 14, reason: 'post cards and category filter' },
  compare: { kb: 16, reason: 'the comparison of up to four garages: slot cards, the build, cost and inspection rows' },
  listings: { kb: 47, reason: 'listing search: the filter form (makes and models, provinces), cards, pager' },
  'listing-detail': { kb: 44, reason: 'a listing: the panel map (SVG), the recorded history, the seller card' },
  legality: { kb: 40, reason: 'the legality guide: the whole table, validated when loaded' },
  users: { kb: 22, reason: 'member cards with follow buttons (native forms to the page action), filters' },
  garages: { kb: 24, reason: 'garage cards with favourite buttons (native forms to the page action), filters, pager' },
  logout: { kb: 15, reason: 'the auth client (sign-out)' },
  // Pages with actions (buttons that post, confirm dialogs, toasts).
  'verify-email': { kb: 27, reason: 'the auth client and toasts (sonner)' },
  'community-event': { kb: 30, reason: 'join button with its confirm dialog (Radix dialog); the convoy panel is its own chunk' },
  'listing-edit': { kb: 47, reason: 'the listing form: editable panel map, expert report upload, confirmations' },
  fuel: { kb: 74, reason: 'fuel log and costs: fill-up and cost forms, CSV import, the yearly report (charts load later)' },
  'forum-topic': { kb: 30, reason: 'topic, replies and the reply form (with its draft), live updates; the edit buttons (their dialog loads on click); the rich-text editor with its @mention suggestions loads once the page runs' },
  favorites: { kb: 33, reason: 'favourite garages and posts with their buttons' },
  competitions: { kb: 33, reason: 'competition cards with the join button and its dialog (Radix dialog)' },
  'competition-detail': { kb: 33, reason: 'entries, voting and the join dialog (Radix dialog)' },
  premium: { kb: 35, reason: 'plans with their dialogs (Radix dialog) and toasts (sonner)' },
  community: { kb: 35, reason: 'events and highlights with join buttons and dialogs (Radix dialog)' },
  forum: { kb: 37, reason: 'categories, topic list and pager, dialogs (Radix dialog)' },
  'user-profile': { kb: 56, reason: 'profile tabs, follow, report and block dialogs (Radix dialog)' },
  'my-garage': { kb: 41, reason: "the member's garages with dialogs (Radix dialog) and toasts (sonner)" },
  'forum-category': { kb: 39, reason: 'topic list and pager, dialogs (Radix dialog)' },
  // Pages built around validated forms (zod with react-hook-form or the auth client).
  'community-event-new': { kb: 52, reason: 'event form validated with zod, image upload' },
  'community-event-edit': { kb: 52, reason: 'event form validated with zod, image upload' },
  'forgot-password': { kb: 75, reason: 'form: react-hook-form, zod, the auth client' },
  'reset-password': { kb: 76, reason: 'form: react-hook-form, zod, the auth client' },
  login: { kb: 79, reason: 'form: react-hook-form, zod, the auth client, social sign-in buttons' },
  'login-two-factor': { kb: 75, reason: 'the code form: react-hook-form, zod, the auth client' },
  maintenance: { kb: 79, reason: 'maintenance planner forms (react-hook-form, zod), dialogs' },
  assistant: { kb: 80, reason: 'the assistant panel: zod, Radix select and popper, dialogs' },
  advertising: { kb: 84, reason: 'advertising forms (react-hook-form, zod), dialogs and toasts' },
  'blog-post': { kb: 85, reason: 'post, comments and the comment form (react-hook-form, zod), dialogs' },
  register: { kb: 85, reason: 'form: react-hook-form, zod, the auth client, password strength' },
  'location-sharing': { kb: 94, reason: 'share form (react-hook-form, zod), Radix select; the map loads later' },
  'competition-new': { kb: 98, reason: 'competition form (react-hook-form, zod), image upload, Radix select' },
  'competition-edit': { kb: 98, reason: 'competition form (react-hook-form, zod), image upload, Radix select' },
  profile: { kb: 110, reason: 'account settings forms (react-hook-form, zod), the auth client, notification and message settings, two-step verification (its dialog and the data section load apart)' },
  'garage-by-username': { kb: 109, reason: 'the garage page, found by its owner (as garage-detail), with the inspection summary\'s rules' },
  'garage-detail': { kb: 107, reason: 'garage page: gallery, comment form (react-hook-form, zod), report and moderation dialogs' },
  'create-garage': { kb: 121, reason: 'garage form (react-hook-form, zod), vehicle data, image upload, Radix select, the build log fields of a modification' },
  'edit-garage': { kb: 121, reason: 'garage form (react-hook-form, zod), vehicle data, image upload, Radix select, the build log fields of a modification' },
  admin: { kb: 125, reason: 'admin panel tabs and their forms (signed-in admins only); charts load later' },
  'blog-new': { kb: 128, reason: 'post form (react-hook-form, zod), image upload; the rich-text editor loads later' },
  'blog-edit': { kb: 128, reason: 'post form (react-hook-form, zod), image upload; the rich-text editor loads later' },
};
