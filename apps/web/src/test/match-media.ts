/**
 * A controllable `window.matchMedia` for jsdom (which has none). Queries containing
 * `prefers-color-scheme: dark` follow `setSystemDark`; every other query is false.
 */
type Listener = (event: MediaQueryListEvent) => void;

let systemDark = false;
const listeners = new Set<{ query: string; listener: Listener }>();

function matches(query: string): boolean {
  return query.includes('prefers-color-scheme: dark') ? systemDark : false;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: (listener: Listener) => listeners.add({ query, listener }),
      removeListener: (listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
}

/** Changes the operating-system colour scheme and notifies listeners. */
export function setSystemDark(dark: boolean): void {
  systemDark = dark;
  for (const { query, listener } of [...listeners]) {
    if (query.includes('prefers-color-scheme')) {
      listener({ matches: matches(query), media: query } as MediaQueryListEvent);
    }
  }
}

export function resetMatchMedia(): void {
  systemDark = false;
  listeners.clear();
}
