import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of lib/utils.ts (and lib/ssr-data.ts, which caches what it read). */
async function freshUtils() {
  vi.resetModules();
  return import('./utils');
}

afterEach(() => {
  document.getElementById('garaj-ssr-data')?.remove();
});

describe('cn', () => {
  it('resolves Tailwind conflicts once tailwind-merge is installed (last one wins)', async () => {
    const { cn, setClassMerger } = await freshUtils();
    setClassMerger(twMerge);
    expect(cn('h-9 px-3 text-sm', { hidden: false }, 'h-12 px-6')).toBe('text-sm h-12 px-6');
  });

  it('before tailwind-merge has loaded, gives the class lists the server merged for this page', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'garaj-ssr-data';
    script.textContent = JSON.stringify({ router: {}, queries: {}, i18n: { language: 'tr', resources: {} }, classes: { 'h-9 px-3 h-12': 'px-3 h-12' } });
    document.body.append(script);
    const { cn, isClassMergerReady } = await freshUtils();
    expect(isClassMergerReady()).toBe(false);
    expect(cn('h-9 px-3', 'h-12')).toBe('px-3 h-12');
    // A list the server did not render is joined (correct whenever nothing conflicts).
    expect(cn('flex', { 'gap-2': true, hidden: false })).toBe('flex gap-2');
  });

  it('records on the server the lists whose merge differs from their join, per request', async () => {
    const { cn, setClassMerger, mergedClassesOf } = await freshUtils();
    const { setRequestScopeProvider } = await import('./request-scope');
    const scope = { status: 200 } as Parameters<typeof mergedClassesOf>[0];
    setRequestScopeProvider(() => scope);
    setClassMerger(twMerge);
    cn('rounded-md', 'rounded-full');
    cn('flex items-center');
    expect(mergedClassesOf(scope)).toEqual({ 'rounded-md rounded-full': 'rounded-full' });
    setRequestScopeProvider(() => undefined);
  });
});
