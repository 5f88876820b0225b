import type { GarageDetail } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { currentRequestScope } from '@/lib/request-scope';

export interface PageMetaProps {
  /** The page's title without the site name (shown as "<title> · Garaj"). */
  title: string;
  /** One or two sentences; cut to 180 characters. */
  description?: string | null;
  /** Absolute URL or a path on this site (made absolute). */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** False when the page already renders its <PageTitle> (only the Open Graph title is added). */
  withTitle?: boolean;
}

const excerpt = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 180 ? `${t.slice(0, 177)}…` : t;
};

function absolute(url: string): string {
  if (!url.startsWith('/')) return url;
  const origin = currentRequestScope()?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${url}`;
}

/**
 * The page's `<title>`, description, Open Graph and Twitter card tags (docs/product.md, Sharing),
 * rendered with the page: React hoists them into <head>, and the server puts them in the HTML's
 * head (entry-server.tsx), so link previews and search engines read what the page shows.
 * Pages without one get the site defaults from the server. All values are escaped by React.
 */
export function PageMeta({ title, description, image, type = 'website', withTitle = true }: PageMetaProps) {
  const { t } = useTranslation('common');
  const fullTitle = `${title} · ${t('appName')}`;
  const text = description ? excerpt(description) : null;
  const imageUrl = image ? absolute(image) : null;
  return (
    <>
      {withTitle ? <title>{fullTitle}</title> : null}
      {text ? <meta name="description" content={text} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {text ? <meta property="og:description" content={text} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}

/** Meta of a garage page (/garage/:id, /garaj/:username): name, owner, description, first photo. */
export function garagePageMeta(garage: GarageDetail): PageMetaProps {
  return {
    title: `${garage.name} — @${garage.owner.username}`,
    description: garage.description?.trim() ? garage.description : `${garage.carBrand} ${garage.carModel}`,
    image: garage.photos[0]?.url ?? garage.cover?.url ?? null,
    type: 'article',
  };
}
