import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '@/lib/query-client';

export { createQueryClient, shouldRetry } from '@/lib/query-client';

/** Server state for the app: the app-wide client from lib/query-client.ts unless one is given. */
export function QueryProvider({ children, client = appQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
