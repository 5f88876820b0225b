import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@/app/providers/theme-provider';

interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL. */
  route?: string;
  /** Extra routes next to the one rendering `ui` (which matches every path). */
  routes?: RouteObject[];
  /** The query client (default: a fresh one); route actions in the browser use the app's (lib/query-client.ts). */
  queryClient?: QueryClient;
}

/** Renders inside a memory router, a fresh query client and the theme provider. */
export function renderWithProviders(ui: ReactElement, { route = '/', routes = [], queryClient, ...options }: RenderWithProvidersOptions = {}) {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [route] });
  return renderRouter(router, options, queryClient);
}

/** Renders a router (e.g. the app's routes in a memory router) with the providers. */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  options: RenderOptions = {},
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
    options,
  );
  return { ...result, router, user, queryClient };
}
