import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { currentRequestScope } from './request-scope';

const MAX_RETRIES = 3;

/** Retries network and 5xx failures (up to 3, library back-off); a 4xx is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's query client (app/providers/query-provider.tsx provides it). Also reachable from
 * modules outside React, e.g. lib/auth-client.ts refreshes the session query through it.
 */
export const queryClient = createQueryClient();

/** The query client of the request being rendered on the server, or the app's singleton in the browser. */
export function getQueryClient(): QueryClient {
  return currentRequestScope()?.queryClient ?? queryClient;
}
