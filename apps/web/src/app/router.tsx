import { createElement, Fragment } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type LazyRouteFunction, type RouteObject } from 'react-router';
import { ClientOnly } from '@/components/client-only';
import { NoScriptNotice } from '@/components/needs-javascript';
import { PageSpinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { RouteErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';

/** What a page module in ./routes exports (React Router's lazy-route convention). */
type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A lazy page: downloads the page's code and its translation namespaces in parallel, so the
 * page renders once, fully translated. Namespaces are file names in src/locales/<lang>/.
 */
export function page(load: () => Promise<RouteModule>, namespaces: readonly string[] = [], options: { clientOnly?: boolean } = {}) {
  return async (): Promise<RouteModule> => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    const Page = module.Component;
    if (!options.clientOnly || !Page) return module;
    // Signed-in pages: the server renders the shell with a placeholder (decision 005).
    // Without JavaScript the placeholder says why nothing comes.
    const fallback = createElement(Fragment, null, createElement(PageSpinner), createElement(NoScriptNotice));
    const ClientOnlyPage = () => createElement(ClientOnly, { fallback, children: createElement(Page) });
    ClientOnlyPage.displayName = `ClientOnly(${Page.displayName ?? Page.name})`;
    return { ...module, Component: ClientOnlyPage };
  };
}

/** Options of {@link page} for pages that only render in the browser (signed-in pages, tokens). */
const clientOnly = { clientOnly: true } as const;

/**
 * Page routes, rendered inside the shell. Every page is a lazy route whose module lives in
 * ./routes/<name>.tsx and exports `Component` (optionally `ErrorBoundary`, `loader`, `handle`).
 * A path that is not listed here shows the not-found page.
 */
export const pageRoutes: RouteObject[] = [
  // ── Static pages ──────────────────────────────────────────────────────────────
  { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy'), ['legal']) },
  { path: 'terms-of-service', lazy: page(() => import('./routes/terms-of-service'), ['legal']) },
  { path: 'cookie-policy', lazy: page(() => import('./routes/cookie-policy'), ['legal']) },

  // ── LEAD: add the feature pages here (home, auth, garages, profile, …). Example:
  // { index: true, lazy: page(() => import('./routes/home'), ['home']) },
  // { path: 'login', lazy: page(() => import('./routes/login'), ['auth']) },
  // { path: 'garages', lazy: page(() => import('./routes/garages'), ['garages']) },
  // { path: 'garage/:id', lazy: page(() => import('./routes/garage'), ['garages']) },

  // ── Accounts (auth) ──────────────────────────────────────────────────────────
  { path: 'login', lazy: page(() => import('./routes/login'), ['auth']) },
  { path: 'login/two-factor', lazy: page(() => import('./routes/login-two-factor'), ['auth']) },
  { path: 'register', lazy: page(() => import('./routes/register'), ['auth']) },
  // Server-rendered: their forms post natively before (and without) the app's script (decision 005).
  { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password'), ['auth']) },
  { path: 'reset-password', lazy: page(() => import('./routes/reset-password'), ['auth']) },
  { path: 'logout', lazy: page(() => import('./routes/logout'), ['auth', 'nav']) },
  { path: 'verify-email', lazy: page(() => import('./routes/verify-email'), ['auth'], clientOnly) },
  { path: 'profile', lazy: page(() => import('./routes/profile'), ['profile', 'auth', 'upload', 'notifications', 'messages', 'accountData'], clientOnly) },
  { path: 'user/:username', lazy: page(() => import('./routes/user-profile'), ['users', 'garages', 'badges', 'activities', 'reports', 'messages']) },
  { path: 'users', lazy: page(() => import('./routes/users'), ['users', 'badges']) },
  { path: 'search', lazy: page(() => import('./routes/search'), ['search']) },
  { path: 'admin', lazy: page(() => import('./routes/admin'), ['admin', 'advertising', 'help', 'upload', 'premium', 'reports', 'moderation'], clientOnly) },

  // ── Garage create / edit (garage form) ───────────────────────────────────────
  { path: 'create-garage', lazy: page(() => import('./routes/create-garage'), ['garageForm', 'upload', 'garages', 'buildLog', 'legality'], clientOnly) },
  { path: 'edit-garage/:id', lazy: page(() => import('./routes/edit-garage'), ['garageForm', 'upload', 'garages', 'buildLog', 'legality'], clientOnly) },

  // ── Home and garages (browse, detail, my garage, favorites) ──────────────────
  { index: true, lazy: page(() => import('./routes/home'), ['home', 'garages']) },
  { path: 'garages', lazy: page(() => import('./routes/garages'), ['garages']) },
  { path: 'garage/:id', lazy: page(() => import('./routes/garage-detail'), ['garages', 'reports', 'moderation', 'buildLog', 'legality']) },
  { path: 'garaj/:username', lazy: page(() => import('./routes/garage-by-username'), ['garages', 'reports', 'moderation', 'buildLog', 'legality']) },
  { path: 'my-garage', lazy: page(() => import('./routes/my-garage'), ['garages'], clientOnly) },
  { path: 'favorites', lazy: page(() => import('./routes/favorites'), ['garages', 'blog'], clientOnly) },

  // ── Blog: list and posts server-rendered; writing pages in the browser ──
  { path: 'blog', lazy: page(() => import('./routes/blog'), ['blog']) },
  { path: 'blog/new', lazy: page(() => import('./routes/blog-new'), ['blog', 'upload'], clientOnly) },
  { path: 'blog/mine', lazy: page(() => import('./routes/blog-mine'), ['blog'], clientOnly) },
  { path: 'blog/:slug', lazy: page(() => import('./routes/blog-post'), ['blog', 'reports', 'moderation']) },
  { path: 'blog/:slug/edit', lazy: page(() => import('./routes/blog-edit'), ['blog', 'upload'], clientOnly) },

  // ── Forum and Q&A ────────────────────────────────────────────────
  { path: 'forum', lazy: page(() => import('./routes/forum'), ['forum']) },
  { path: 'forum/:id', lazy: page(() => import('./routes/forum-category'), ['forum', 'notFound']) },
  { path: 'forum/:id/topic/:topicId', lazy: page(() => import('./routes/forum-topic'), ['forum', 'reports', 'moderation']) },

  // ── Community life: each area adds its lines below its own marker ────────
  // [activities]
  { path: 'activities', lazy: page(() => import('./routes/activities'), ['activities']) },
  // [badges]
  { path: 'badges', lazy: page(() => import('./routes/badges'), ['badges']) },
  // [competitions]
  { path: 'competitions', lazy: page(() => import('./routes/competitions'), ['competitions']) },
  { path: 'competitions/new', lazy: page(() => import('./routes/competition-new'), ['competitions', 'upload'], clientOnly) },
  { path: 'competitions/:id', lazy: page(() => import('./routes/competition-detail'), ['competitions']) },
  { path: 'competitions/:id/edit', lazy: page(() => import('./routes/competition-edit'), ['competitions', 'upload'], clientOnly) },
  // [community]
  { path: 'community', lazy: page(() => import('./routes/community'), ['community']) },
  { path: 'community/events/new', lazy: page(() => import('./routes/community-event-new'), ['community', 'upload'], clientOnly) },
  { path: 'community/events/:id', lazy: page(() => import('./routes/community-event'), ['community', 'convoy']) },
  { path: 'community/events/:id/edit', lazy: page(() => import('./routes/community-event-edit'), ['community', 'upload'], clientOnly) },
  // [notifications]
  { path: 'notifications', lazy: page(() => import('./routes/notifications'), ['notifications', 'badges'], clientOnly) },
  { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe'), ['notifications'], clientOnly) },
  // [messages]
  { path: 'messages', lazy: page(() => import('./routes/messages'), ['messages'], clientOnly) },
  { path: 'messages/new', lazy: page(() => import('./routes/messages-new'), ['messages', 'upload'], clientOnly) },
  { path: 'messages/:id', lazy: page(() => import('./routes/messages-conversation'), ['messages', 'upload', 'reports'], clientOnly) },
  // The member's tools.
  // [location-sharing]
  { path: 'location-sharing', lazy: page(() => import('./routes/location-sharing'), ['location', 'reports']) },
  // [compare]
  { path: 'compare', lazy: page(() => import('./routes/compare'), ['compare', 'garages']) },
  // [listings]
  { path: 'listings', lazy: page(() => import('./routes/listings'), ['listings']) },
  { path: 'listings/:garageId', lazy: page(() => import('./routes/listing-detail'), ['listings', 'maintenance', 'garageForm']) },
  { path: 'listings/:garageId/edit', lazy: page(() => import('./routes/listing-edit'), ['listings', 'upload']) },
  // [maintenance]
  { path: 'maintenance', lazy: page(() => import('./routes/maintenance'), ['maintenance']) },
  // [fuel]
  { path: 'fuel', lazy: page(() => import('./routes/fuel'), ['fuel']) },
  // [assistant]
  { path: 'assistant', lazy: page(() => import('./routes/assistant'), ['assistant']) },
  // [legality]
  { path: 'legality', lazy: page(() => import('./routes/legality'), ['legality']) },
  // Running the site.
  // [help]
  { path: 'help', lazy: page(() => import('./routes/help'), ['help']) },
  // [advertising]
  { path: 'advertising', lazy: page(() => import('./routes/advertising'), ['advertising']) },
  // [affiliate]
  { path: 'affiliate', lazy: page(() => import('./routes/affiliate'), ['affiliate']) },
  // [premium]
  { path: 'premium', lazy: page(() => import('./routes/premium'), ['premium']) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    // Last resort (the layout itself failed); page errors are caught below, inside the layout.
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteErrorBoundary />,
        // Shown in the layout while the first page's code loads.
        hydrateFallbackElement: <PageSpinner />,
        children: [
          ...pageRoutes,
          { path: '*', lazy: page(() => import('./routes/not-found'), ['notFound']) },
        ],
      },
    ],
  },
];

/**
 * Before hydrating a server-rendered page: loads the lazy route modules (and their translations)
 * the current address matches, so the first client render is the page the server sent — no
 * fallback in between, no hydration mismatch.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The browser router; `hydrationData` is the server's loader state (entry-server.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
