import type { LucideIcon } from 'lucide-react';
import { Facebook, Instagram, Mail, MapPin, Smartphone, Twitter, Youtube } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Logo } from '@/components/logo';
import { SITE, type SocialId } from '@/config/site';
import { useCurrentUser } from '@/lib/session';

const SOCIAL_ICONS: Record<SocialId, LucideIcon> = {
  instagram: Instagram,
  twitter: Twitter,
  youtube: Youtube,
  facebook: Facebook,
};

type FooterLink = { to: string; key: string };

/** Platform column of the footer; only pages that exist are shown (nav-items.ts). */
const PLATFORM_LINKS: FooterLink[] = [
  { to: '/garages', key: 'garages' },
  { to: '/blog', key: 'blog' },
  { to: '/community', key: 'community' },
  { to: '/forum', key: 'footer.forum' },
  { to: '/competitions', key: 'competitions' },
  { to: '/users', key: 'footer.users' },
  { to: '/legality', key: 'footer.legality' },
  { to: '/premium', key: 'premium' },
  { to: '/help', key: 'help' },
];

/** Account column: sign-in links for visitors, the member's pages for members. */
const VISITOR_LINKS: FooterLink[] = [
  { to: '/login', key: 'login' },
  { to: '/register', key: 'register' },
];
const MEMBER_LINKS: FooterLink[] = [
  { to: '/create-garage', key: 'footer.createGarage' },
  { to: '/my-garage', key: 'myGarage' },
  { to: '/favorites', key: 'favorites' },
  { to: '/profile', key: 'profile' },
];

const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-of-service', key: 'footer.terms' },
  { to: '/cookie-policy', key: 'footer.cookies' },
] as const;

const linkClassName =
  'rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function ColumnTitle({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wide text-foreground">{children}</h2>;
}

/** A footer column's list of page links (labels are `nav` keys). */
function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation('nav');
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {t(link.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site footer: platform, account, contact, legal; social links; copyright. */
export function Footer() {
  const { t } = useTranslation(['nav', 'common']);
  const year = new Date().getFullYear();
  const { user, isPending } = useCurrentUser();
  const accountLinks = isPending ? [] : user ? MEMBER_LINKS : VISITOR_LINKS;
  const columns = [
    { title: 'footer.platform', links: PLATFORM_LINKS },
    { title: 'footer.account', links: accountLinks },
  ];

  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-4 lg:col-span-1">
          <Logo className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">{t('common:tagline')}</p>
        </div>

        {columns.map((column) => (
          <div key={column.title} className="flex flex-col gap-3">
            <ColumnTitle>{t(column.title)}</ColumnTitle>
            <FooterLinks links={column.links} />
          </div>
        ))}

        <div className="flex flex-col gap-3">
          <ColumnTitle>{t('footer.contact')}</ColumnTitle>
          <ul className="flex flex-col gap-2.5 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${SITE.supportEmail}`} className={linkClassName}>
                {SITE.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t('footer.location')}
            </li>
            <li className="flex flex-wrap items-center gap-2">
              <Smartphone className="size-4 shrink-0" aria-hidden="true" />
              {t('footer.mobileApp')}
              <Badge variant="secondary">{t('footer.comingSoon')}</Badge>
            </li>
          </ul>
          <h3 className="sr-only">{t('footer.social')}</h3>
          <ul className="mt-1 flex gap-1">
            {SITE.social.map(({ id, href }) => {
              const Icon = SOCIAL_ICONS[id];
              return (
                <li key={id}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`socialNetworks.${id}`)} ${t('common:opensInNewTab')}`}
                    className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="flex flex-col gap-3">
          <ColumnTitle>{t('footer.legal')}</ColumnTitle>
          <FooterLinks links={LEGAL_LINKS} />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
