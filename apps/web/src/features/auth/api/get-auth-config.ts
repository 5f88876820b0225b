import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthConfig, authApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth-config — which OAuth providers are configured on the server. */
export function getAuthConfig(): Promise<AuthConfig> {
  return apiFetch(authApi.getAuthConfig);
}

export const getAuthConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth-config'], queryFn: getAuthConfig, staleTime: Infinity });

/** Providers to show; while loading or on failure none are shown (never a dead button). */
export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
