/**
 * `cn()`: class names joined (clsx) with Tailwind conflicts resolved — the last of two
 * conflicting classes wins (tailwind-merge), so a component's `className` overrides its defaults.
 *
 * tailwind-merge (≈ 7 KB gzip with its Tailwind configuration) is not needed to hydrate a page
 *: the server merges, and records every class list whose merge differed from the plain
 * join; the page carries that table (lib/ssr-data.ts `classes`), so the browser's first render
 * gives exactly the server's classes without the library. main.tsx starts loading tailwind-merge
 * at once, beside hydration; lazy sections and client-only pages wait for it
 * ({@link loadClassMerger}). Until it has arrived, a class list the server did not render is only
 * joined — the same result whenever the list has no conflict.
 */
import { clsx, type ClassValue } from 'clsx';
import { currentRequestScope, type RequestScope } from './request-scope';
import { readSsrData } from './ssr-data';

type Merge = (classes: string) => string;

let merge: Merge | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The class lists merged during each server render that differ from their plain join. */
const mergedByRequest = new WeakMap<RequestScope, Record<string, string>>();

/** Installs the merger (the server and the tests at start-up; the browser through {@link loadClassMerger}). */
export function setClassMerger(next: Merge): void {
  merge = next;
  for (const listener of listeners) listener();
}

/** Browser: loads tailwind-merge once; resolves when `cn()` merges (at once if it already does). */
export function loadClassMerger(): Promise<void> {
  if (merge) return Promise.resolve();
  loading ??= import('tailwind-merge').then(
    (module) => setClassMerger(module.twMerge),
    (error: unknown) => {
      loading = null; // offline or a stale deploy: the next call retries
      throw error;
    },
  );
  return loading;
}

/** Whether `cn()` merges (for `useSyncExternalStore`). */
export const isClassMergerReady = (): boolean => merge !== null;

export function subscribeToClassMerger(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Server: the table of merged class lists of the current render, for the page's SSR data. */
export function mergedClassesOf(scope: RequestScope): Record<string, string> {
  return mergedByRequest.get(scope) ?? {};
}

/** Joins class names and resolves Tailwind conflicts (last one wins). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  if (merge) {
    const merged = merge(joined);
    const scope = merged !== joined ? currentRequestScope() : undefined;
    if (scope) {
      const table = mergedByRequest.get(scope) ?? {};
      table[joined] = merged;
      mergedByRequest.set(scope, table);
    }
    return merged;
  }
  return readSsrData()?.classes?.[joined] ?? joined;
}
