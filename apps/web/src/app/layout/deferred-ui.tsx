/**
 * The header's menus and mobile sheet use Radix (DropdownMenu, Dialog), which is a large part
 * of the JavaScript. They are not needed for the first paint, so they live in a separate chunk
 * (./header-menus) that loads on the first interaction with the page (or 5 s after load), or as
 * soon as the user shows intent on a menu (hover, focus, press). Until then each menu shows its own trigger
 * button, which looks and is labelled the same; a press before the chunk arrives opens the
 * menu once it has loaded, and keyboard focus moves over to the real trigger.
 */
import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import type { DeferredMenuState } from './deferred-menu-state';
// Type only: the module itself is loaded with import() below.
import type * as HeaderMenusModule from './header-menus';

type HeaderMenus = typeof HeaderMenusModule;

let loaded: HeaderMenus | null = null;
let loading: Promise<HeaderMenus> | null = null;
const listeners = new Set<() => void>();

export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import('./header-menus').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // allow a retry on the next intent
      throw error;
    },
  );
  return loading;
}

export function preloadHeaderMenus(): void {
  loadHeaderMenus().catch(() => {
    // Offline or a stale deploy: the placeholder stays; the next intent retries.
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded menus module, or null while it is loading. */
export function useHeaderMenus(): HeaderMenus | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null);
}

/**
 * Starts loading the menus on the visitor's first interaction with the page (lib/first-interaction.ts),
 * or 5 s after `load`: not while the page hydrates (the chunk brings Radix, ≈ 40 KB), yet usually
 * there before a menu is opened. A trigger's own hover, focus or press loads them at once too.
 */
export function usePreloadHeaderMenus(): void {
  useEffect(() => {
    if (loaded) return;
    return onFirstInteraction(preloadHeaderMenus, 5_000);
  }, []);
}

/** Props to spread on a placeholder trigger button. */
export interface PlaceholderTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur: () => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

interface DeferredMenuProps {
  placeholder: (props: PlaceholderTriggerProps) => ReactNode;
  children: (menus: HeaderMenus, state: DeferredMenuState) => ReactNode;
}

export function DeferredMenu({ placeholder, children }: DeferredMenuProps) {
  const menus = useHeaderMenus();
  const intent = useRef<DeferredMenuState>({ defaultOpen: false, focusTrigger: false });

  if (menus) return <>{children(menus, intent.current)}</>;

  const open = () => {
    intent.current.defaultOpen = true;
    preloadHeaderMenus();
  };
  return (
    <>
      {placeholder({
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: preloadHeaderMenus,
        // Radix opens its menus on pointerdown: if the chunk arrives between this press and its
        // click, the real menu mounts open (defaultOpen) instead of missing the press.
        onPointerDown: (event) => {
          if (event.button === 0 && !event.ctrlKey) open();
        },
        onFocus: () => {
          intent.current.focusTrigger = true;
          preloadHeaderMenus();
        },
        onBlur: () => {
          intent.current.focusTrigger = false;
        },
        onClick: open,
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        },
      })}
    </>
  );
}
