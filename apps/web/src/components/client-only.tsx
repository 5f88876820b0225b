import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { isClassMergerReady, loadClassMerger, subscribeToClassMerger } from '@/lib/utils';

/**
 * Renders `fallback` on the server and during hydration, `children` right after (once `cn()`
 * merges classes, lib/utils.ts): for signed-in pages that stay client-rendered behind the
 * server-rendered shell (decision 005).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  const merging = useSyncExternalStore(subscribeToClassMerger, isClassMergerReady, () => false);
  useEffect(() => {
    if (!merging) loadClassMerger().catch(() => {});
  }, [merging]);
  return hydrated && merging ? children : fallback;
}
