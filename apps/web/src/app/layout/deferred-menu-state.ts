/**
 * What the menus of the deferred chunk (./header-menus) take from the placeholder they replace.
 * Apart from deferred-ui.tsx, which loads that chunk, so the chunk's menus do not import their loader.
 */
import { useEffect, useRef } from 'react';

/** State handed to a menu when it replaces its placeholder. */
export interface DeferredMenuState {
  /** The user pressed the placeholder: open right away. */
  defaultOpen: boolean;
  /** The placeholder had keyboard focus: move it to the real trigger. */
  focusTrigger: boolean;
}

/** Focuses the element once on mount when asked to (the real trigger taking over focus). */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  // Read once: only the mount may take focus; later renders must not steal it.
  const focusOnMount = useRef(enabled);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);
  return ref;
}
