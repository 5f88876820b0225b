/**
 * Sections whose code is not part of a page's first download — below-the-fold parts of the home
 * page (featured garages, blog teaser, live Q&A…) and the footer — so the initial JavaScript of
 * `/` stays within its budget (`npm test` fails above it) however many sections the page
 * gets. Decision record: docs/decisions/005-server-rendering.md, "What the first load leaves out".
 *
 * ```tsx
 * // At module level (one definition per section; never inside a component):
 * const BlogTeaser = lazySection(() => import('@/features/blog/components/blog-teaser').then((m) => m.BlogTeaser), {
 *   name: 'blog-teaser',
 *   placeholder: <SectionPlaceholder className="h-[34rem] sm:h-[26rem]" />,
 * });
 * // In the page:
 * <BlogTeaser />
 * ```
 *
 * The section's code loads on the first of: the section comes near the viewport
 * ({@link NEAR_VIEWPORT}: one screen ahead for a browser-rendered section, 100 px for a
 * server-rendered one) (IntersectionObserver); the user interacts with the page (pointer, key, touch,
 * focus, wheel — lib/first-interaction.ts). Not on idle: a section nobody scrolls to costs
 * nothing, and no download or evaluation competes with the first seconds of the page. Browsers
 * (and test environments) without IntersectionObserver load it at once.
 *
 * Two ways to render on the server:
 * - default (`ssr: false`): the server and the browser's first render show `placeholder`; once
 *   the code has loaded the section renders in the browser and fetches its own data (useQuery)
 *   and translations (useTranslation('<ns>') may suspend; the placeholder stays meanwhile). Give
 *   the placeholder the section's height at each breakpoint, so nothing moves when it swaps
 *   (CLS), and keep it free of text a crawler would mistake for content.
 * - `ssr: true`: the server renders the section itself (indexable, readable without JavaScript,
 *   no placeholder swap); the browser keeps that HTML untouched and hydrates it once its code has
 *   loaded (React's selective hydration: a Suspense boundary whose lazy code has not arrived stays
 *   dehydrated). The section's data must be in the route `loader` (lib/route-data.ts) so the
 *   server renders it and the browser hydrates from the same cache. `placeholder` is then only
 *   shown after a client-side navigation, while the code loads.
 *
 * Rules for `ssr: true` (otherwise React discards the server HTML and shows the placeholder):
 * render the section with no props or only primitive ones (it is memoised, and new props before
 * it hydrates force a client render), and keep context values above it stable (the theme
 * context is a store for this reason); render only data the server had (the route loader's
 * queries; the session is always preloaded). Time-dependent text inside hydrates against the time
 * of hydration. A navigation (main.tsx) and a language switch (lib/i18n.ts `setLanguage`) load
 * every section first ({@link loadAllLazySections}, {@link hydrateAllLazySections}).
 */
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadClassMerger } from '@/lib/utils';

/**
 * How far ahead of the viewport a section starts loading (CSS margins): a browser-rendered section
 * needs its code and its data before it scrolls in (about one screen ahead); a server-rendered one
 * is already on screen and only needs its code to become interactive.
 */
export const NEAR_VIEWPORT = { placeholder: '600px 0px', ssr: '100px 0px' } as const;

export interface LazySectionOptions {
  /**
   * What stands in for the section until its code has loaded: with `ssr: false`, on the server
   * and in the first render (reserve the section's height); with `ssr: true`, only after a
   * client-side navigation. Default: nothing.
   */
  placeholder?: ReactNode;
  /** Render the section itself on the server and hydrate it later (see the module comment). */
  ssr?: boolean;
  /** Extra classes of the wrapping `<div>` (the element observed for the viewport). */
  className?: string;
  /** Names the section in `data-lazy-section` and React's developer tools. */
  name?: string;
}

/**
 * Starts `open` on the first of: `element` near the viewport, a user interaction. Returns a
 * cleanup that cancels the watchers (not the load).
 */
function watch(element: Element | null, rootMargin: string, open: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || !element) {
    open();
    return () => {};
  }
  let done = false;
  const fire = () => {
    if (done) return;
    cleanup();
    open();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  }, { rootMargin });
  observer.observe(element);
  const cancelInteraction = onFirstInteraction(fire);
  function cleanup() {
    done = true;
    observer.disconnect();
    cancelInteraction();
  }
  return cleanup;
}

/** The gates of every section defined so far (one per definition). */
const gates = new Set<() => void>();
/** Server-rendered sections on screen that have not hydrated yet: resolved when they have. */
const waitingToHydrate = new Set<Promise<void>>();

/**
 * Loads every lazy section now. main.tsx calls it when the router starts a navigation: React
 * finishes a navigation (a transition) only once the server-rendered sections still waiting to
 * hydrate above or beside the new page — the footer — have hydrated, so their code must come.
 */
export function loadAllLazySections(): void {
  for (const open of gates) open();
}

/**
 * Loads every lazy section and resolves once the server-rendered ones on screen have hydrated (or
 * after `timeoutMs`). lib/i18n.ts waits for it before switching the language: a section that
 * hydrated afterwards would find other text than the server's HTML (a hydration mismatch).
 */
export async function hydrateAllLazySections(timeoutMs = 3_000): Promise<void> {
  loadAllLazySections();
  if (waitingToHydrate.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...waitingToHydrate]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Renders nothing; calls `onCommit` once its boundary has committed (hydrated, on the client). */
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Defines a lazily loaded section: `load` imports the section's module and returns its component.
 * Returns a component taking the same props; see the module comment for the behaviour.
 * Call it at module level: the definition holds the section's loading state.
 */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: LazySectionOptions = {},
): ComponentType<Props> {
  const { placeholder = null, ssr = false, className, name = 'section' } = options;
  // With tailwind-merge (lib/utils.ts): a section may render class lists the server did not.
  const importSection = () =>
    Promise.all([load(), loadClassMerger()]).then(([component]) => ({ default: component }));

  // The gate opens when the section is wanted (watch()); on the server it is open from the start.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const isServer = typeof window === 'undefined';
  if (isServer) openGate();
  else gates.add(openGate);
  const Section = lazy(() => gate.then(importSection));

  const section = (props: Props) => (
    <Suspense fallback={placeholder}>
      <Section {...props} />
    </Suspense>
  );

  // Server-rendered mode: the boundary is in the server HTML and hydrates once `Section` resolves.
  // This component must not re-render before then (its state never changes; memoised below).
  function ServerRenderedSection(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const [hydration] = useState(() => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    });
    useEffect(() => {
      waitingToHydrate.add(hydration.promise);
      const stopWatching = watch(ref.current, NEAR_VIEWPORT.ssr, openGate);
      void hydration.promise.then(() => waitingToHydrate.delete(hydration.promise));
      return () => {
        stopWatching();
        waitingToHydrate.delete(hydration.promise);
        hydration.resolve();
      };
    }, [hydration]);
    return (
      <div ref={ref} className={className} data-lazy-section={name}>
        <Suspense fallback={placeholder}>
          <Section {...props} />
          <CommitSignal onCommit={hydration.resolve} />
        </Suspense>
      </div>
    );
  }

  // Placeholder mode: the placeholder on the server and in the hydration render, then the section
  // (its Suspense fallback is the same placeholder while the code loads).
  function PlaceholderSection(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useSyncExternalStore(noopSubscribe, () => true, () => false);
    useEffect(() => watch(ref.current, NEAR_VIEWPORT.placeholder, openGate), []);
    return (
      <div ref={ref} className={className} data-lazy-section={name}>
        {hydrated ? section(props) : placeholder}
      </div>
    );
  }

  const LazySection = memo(ssr ? ServerRenderedSection : PlaceholderSection);
  LazySection.displayName = `LazySection(${name})`;
  return LazySection;
}

const noopSubscribe = () => () => {};

/**
 * A neutral stand-in for a section that is loading: an empty box of the section's height (pass
 * it in `className`, e.g. `h-[34rem] sm:h-[26rem]`), marked busy for assistive technology.
 */
export function SectionPlaceholder({ className }: { className?: string }) {
  return <div aria-busy="true" className={className} />;
}
