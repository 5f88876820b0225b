import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Award, Car, Eye, Globe, Heart, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@garaj/shared';
import { formatNumber } from '@/lib/format';

/** A website for display: without the scheme and a trailing slash. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

interface ContactItem {
  key: string;
  icon: LucideIcon;
  node: ReactNode;
}

/**
 * 'Hakkında' tab: contact (phone, website, location) and achievements from real counts (garages,
 * likes received, views of their garages, badges earned).
 */
export function UserAbout({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(['users', 'common']);
  const contact: ContactItem[] = [
    profile.phoneNumber ? { key: 'phone', icon: Phone, node: <a href={`tel:${profile.phoneNumber.replace(/[^+\d]/g, '')}`} className="hover:underline">{profile.phoneNumber}</a> } : null,
    profile.website
      ? {
          key: 'website',
          icon: Globe,
          node: (
            <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow ugc" className="break-all hover:underline">
              {displayUrl(profile.website)}
              <span className="sr-only"> {t('common:opensInNewTab')}</span>
            </a>
          ),
        }
      : null,
    profile.location ? { key: 'location', icon: MapPin, node: <span>{profile.location}</span> } : null,
  ].filter((item) => item !== null);

  const achievements: { key: string; icon: LucideIcon; value: number }[] = [
    { key: 'garages', icon: Car, value: profile.garageCount },
    { key: 'likes', icon: Heart, value: profile.totalLikes },
    { key: 'views', icon: Eye, value: profile.totalViews },
    { key: 'badges', icon: Award, value: profile.badgeCount },
  ];

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="about-contact" className="rounded-xl border bg-card p-5 shadow-sm">
        <h3 id="about-contact" className="mb-3 font-semibold">
          {t('users:about.contact')}
        </h3>
        {contact.length > 0 ? (
          <dl className="grid gap-3 text-sm">
            {contact.map(({ key, icon: Icon, node }) => (
              <div key={key} className="flex items-start gap-3">
                <dt className="mt-0.5 shrink-0 text-muted-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t(`users:about.${key}`)}</span>
                </dt>
                <dd className="min-w-0">{node}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('users:about.noContact')}</p>
        )}
      </section>
      <section aria-labelledby="about-achievements" className="rounded-xl border bg-card p-5 shadow-sm">
        <h3 id="about-achievements" className="mb-3 font-semibold">
          {t('users:about.achievements')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 text-center">
          {achievements.map(({ key, icon: Icon, value }) => (
            <div key={key} className="flex flex-col-reverse rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{t(`users:about.${key}`)}</dt>
              <dd className="text-xl font-bold tabular-nums">
                <Icon className="mx-auto mb-1 size-5 text-primary" aria-hidden="true" />
                {formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
