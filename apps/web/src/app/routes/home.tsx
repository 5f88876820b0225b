import { useTranslation } from 'react-i18next';
import { lazySection, SectionPlaceholder } from '@/components/lazy-section';
import { PageTitle } from '@/components/page-title';
import { Hero } from '@/features/home/components/hero';
import { getStatsQueryOptions } from '@/features/home/api/get-stats';
import { preloadPage, query } from '@/lib/route-data';

/**
 * Below the hero, every section is a lazy section (components/lazy-section.tsx): its code is not
 * in the first download. The featured garages are server-rendered (data from the loader) and
 * hydrate when they near the viewport, on the first interaction or when the browser is idle.
 */
const FeaturedGarages = lazySection(
  () => import('@/features/garages/components/featured-garages').then((module) => module.FeaturedGarages),
  { name: 'featured-garages', ssr: true, placeholder: <SectionPlaceholder className="min-h-[60rem] sm:min-h-[40rem] lg:min-h-[36rem]" /> },
);

/**
 * 'Blog ve Rehberler' (Home): server-rendered like the featured garages (links a
 * crawler follows), its three posts preloaded by the loader.
 */
const BlogTeaser = lazySection(() => import('@/features/blog/components/blog-teaser').then((module) => module.BlogTeaser), {
  name: 'blog-teaser',
  ssr: true,
  placeholder: <SectionPlaceholder className="min-h-[88rem] sm:min-h-[60rem] lg:min-h-[34rem]" />,
});

/**
 * The live technical support Q&A (Live Q&A): live data for whoever looks, so it
 * renders in the browser only, when it nears the viewport (its own queries and event stream).
 */
const LiveQaSection = lazySection(() => import('@/features/forum/components/live-qa-section').then((module) => module.LiveQaSection), {
  name: 'live-qa',
  placeholder: <SectionPlaceholder className="min-h-[70rem] lg:min-h-[44rem]" />,
});

/**
 * The AI modification advisor (Home): the assistant itself, compact,
 * rendered in the browser when it nears the viewport (its code and the `assistant` namespace
 * are not in the first download).
 */
const AssistantSection = lazySection(() => import('@/features/assistant/components/assistant-home-section').then((module) => module.AssistantHomeSection), {
  name: 'assistant',
  placeholder: <SectionPlaceholder className="min-h-[62rem] sm:min-h-[48rem] lg:min-h-[44rem]" />,
});

/**
 * The community's activity (Home: 'see all' and 'all users'): the
 * newest events and figures, live data rendered in the browser when it nears the viewport.
 */
const ActivitySection = lazySection(() => import('@/features/home/components/activity-section').then((module) => module.ActivitySection), {
  name: 'activity',
  placeholder: <SectionPlaceholder className="min-h-[52rem] sm:min-h-[36rem] lg:min-h-[34rem]" />,
});

/**
 * Maintenance tracking (Home): the signed-in member's next services,
 * or what the tracker does for visitors — rendered in the browser when it nears the viewport.
 */
const MaintenanceSection = lazySection(
  () => import('@/features/maintenance/components/home-maintenance-section').then((module) => module.HomeMaintenanceSection),
  { name: 'maintenance', placeholder: <SectionPlaceholder className="min-h-[44rem] sm:min-h-[30rem] lg:min-h-[22rem]" /> },
);

/**
 * The premium teaser (a button to /premium): static text and a link, rendered in the browser when it nears the viewport.
 */
const PremiumTeaser = lazySection(() => import('@/features/premium/components/premium-teaser').then((module) => module.PremiumTeaser), {
  name: 'premium-teaser',
  placeholder: <SectionPlaceholder className="min-h-[22rem] sm:min-h-[16rem] lg:min-h-[14rem]" />,
});

/**
 * `/`: hero with live figures, the featured garages, then the community sections in this order:
 * blog teaser, live Q&A.
 */
export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <Hero />
      <FeaturedGarages />
      {/* [home:assistant] the AI modification advisor */}
      <AssistantSection />
      <BlogTeaser />
      {/* [home:maintenance] maintenance tracking */}
      <MaintenanceSection />
      <LiveQaSection />
      {/* [home:premium] the premium teaser */}
      <PremiumTeaser />
      <ActivitySection />
    </>
  );
}

/**
 * Preloads the figures, the featured garages and the blog teaser (rendered on the server,
 * lib/route-data.ts). The sections' query options are imported with their code, not the page's.
 */
export function loader() {
  const featured = import('@/hooks/use-featured-garages').then((module) => query(module.getFeaturedGaragesQueryOptions()));
  const teaser = import('@/features/blog/api/get-teaser').then((module) => query(module.getTeaserQueryOptions()));
  return preloadPage([
    query(getStatsQueryOptions()),
    (client) => featured.then((prefetch) => prefetch(client)),
    (client) => teaser.then((prefetch) => prefetch(client)),
  ]);
}
