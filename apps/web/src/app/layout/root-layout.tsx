import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazySection, SectionPlaceholder } from '@/components/lazy-section';
import { PageSpinner } from '@/components/ui/spinner';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { Header } from './header';

/**
 * The footer is below the fold on every page: server-rendered, its code loads and it hydrates
 * when it nears the viewport, on the first interaction or when the browser is idle
 * (components/lazy-section.tsx). The placeholder only shows in a page rendered by the browser alone.
 */
const Footer = lazySection(() => import('./footer').then((module) => module.Footer), {
  name: 'footer',
  ssr: true,
  placeholder: <SectionPlaceholder className="h-[36rem] md:h-[26rem] lg:h-[17rem]" />,
});

/**
 * The site-wide announcement (Settings): server-rendered from the site settings the
 * server render preloads (entry-server.tsx); its code is not part of the first download — it
 * hydrates once its small chunk has loaded (at once: it sits at the top of the page).
 */
const AnnouncementBanner = lazySection(() => import('@/features/site-settings/components/announcement-banner').then((module) => module.AnnouncementBanner), {
  name: 'announcement',
  ssr: true,
  placeholder: null,
});

/** After a client-side navigation, move focus to the main content (screen readers, keyboard). */
function useFocusMainOnNavigate() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/** The shell around every page: skip link, fixed header, main, footer. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const mainRef = useFocusMainOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg transition-transform outline-none focus:translate-y-0 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        // min-h-dvh: the page area alone fills the screen (header height included as padding), so
        // the footer starts below the fold and never jumps while a page or its data loads.
        className="flex min-h-dvh flex-1 flex-col pt-(--header-height) outline-none"
      >
        <AnnouncementBanner />
        <VerifyEmailBanner />
        {/* Catches pages whose translations are still loading (useTranslation suspends). */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
