import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once the app runs in the browser. For a
 * control that must stay usable before the script runs (a submit button the script would
 * disable while the field is empty: the server's HTML must not ship it disabled).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
