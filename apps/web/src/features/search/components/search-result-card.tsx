import { useState } from 'react';
import { Bike, CarFront, FileText, MessageCircleQuestion, MessagesSquare, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchBadge, SearchResult } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const BADGE_ICONS: Record<SearchBadge, LucideIcon> = {
  garage: CarFront,
  post: FileText,
  user: UserRound,
  question: MessageCircleQuestion,
  discussion: MessagesSquare,
};

const BADGE_STYLES: Record<SearchBadge, string> = {
  garage: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  post: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  user: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  question: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  discussion: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
};

/** The result's picture: cover or avatar with its srcset; an icon of its kind when there is none or it fails. */
function ResultImage({ result }: { result: SearchResult }) {
  const [failed, setFailed] = useState(false);
  const round = result.type === 'user';
  const frame = cn('size-20 shrink-0 overflow-hidden bg-muted sm:h-24 sm:w-36', round ? 'rounded-full sm:size-24' : 'rounded-lg');
  if (!result.image || failed) {
    const Icon = result.type === 'garage' && result.category?.id === 'motorcycle' ? Bike : BADGE_ICONS[result.badge];
    return (
      <div className={cn(frame, 'flex items-center justify-center text-muted-foreground')} aria-hidden="true">
        <Icon className="size-8" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={result.image.url}
      srcSet={result.image.srcset ?? undefined}
      sizes={result.image.srcset ? '144px' : undefined}
      width={result.image.width ?? 144}
      height={result.image.height ?? 96}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(frame, 'object-cover')}
    />
  );
}

/**
 * One search result (Search): image, category badge, title, description, at
 * most four tags and the author — the whole card opens the result's page (the title is the
 * link; its hit area covers the card).
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t, i18n } = useTranslation('search');
  const category = result.category
    ? ((i18n.language === 'en' ? result.category.nameEn : result.category.name) ?? t(`category.${result.category.id}`, { defaultValue: '' }))
    : '';
  return (
    <article className="relative flex gap-4 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:p-4">
      <ResultImage result={result} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge className={cn('border-transparent', BADGE_STYLES[result.badge])}>{t(`badge.${result.badge}`)}</Badge>
          {category ? <span>{category}</span> : null}
        </div>
        <h3 className="text-base leading-snug font-semibold">
          <Link to={result.url} className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline">
            {result.title}
          </Link>
        </h3>
        {result.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{result.description}</p> : null}
        {result.tags.length ? (
          <ul aria-label={t('result.tags')} className="flex flex-wrap gap-1.5">
            {result.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {result.author ? (
          <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
            <UserAvatar name={result.author.username} image={result.author.avatar?.url} className="size-5" />
            <span className="truncate">{t(result.type === 'garage' ? 'result.owner' : 'result.author', { username: result.author.username })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={result.date} className="shrink-0">
              {formatDate(result.date, 'medium')}
            </time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
