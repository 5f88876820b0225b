import type { CommunityHighlights as Highlights, ImageView } from '@garaj/shared';
import { Car, MessagesSquare, Newspaper, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';

function Highlight({ icon: Icon, label, to, title, detail, media }: { icon: LucideIcon; label: string; to: string; title: string; detail: string; media?: ReactNode }) {
  return (
    <li className="relative flex items-center gap-3 rounded-xl border bg-card p-4 transition-colors focus-within:bg-accent/50 hover:bg-accent/50" data-testid="community-highlight">
      {media ?? (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Icon className="size-3.5" aria-hidden="true" />
          {label}
        </p>
        <h3 className="truncate font-semibold">
          <Link to={to} className="rounded-sm outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            {title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">{detail}</p>
      </div>
    </li>
  );
}

/** Highlights of the week from real rows (garage likes, post views, replies in the last 7 days; the newest member). */
export function CommunityHighlights({ highlights }: { highlights: Highlights }) {
  const { t, i18n } = useTranslation('community');
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const { garageOfWeek: garage, postOfWeek: post, topicOfWeek: topic, newestMember: member } = highlights;
  const cover = (image: ImageView | null) =>
    image ? (
      <img src={image.url} srcSet={image.srcset ?? undefined} sizes="48px" alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-lg object-cover" />
    ) : undefined;
  const empty = !garage && !post && !topic && !member;
  return (
    <section aria-labelledby="community-highlights-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
      <h2 id="community-highlights-title" className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles className="size-6 text-amber-500" aria-hidden="true" />
        {t('highlights.title')}
      </h2>
      {empty ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('highlights.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {garage ? (
            <Highlight
              icon={Car}
              label={t('highlights.garage')}
              to={`/garage/${garage.id}`}
              title={garage.name}
              detail={`${garage.carBrand} ${garage.carModel} · @${garage.ownerUsername} · ${t('highlights.garageLikes', { count: garage.likesThisWeek })}`}
              media={cover(garage.cover)}
            />
          ) : null}
          {post ? (
            <Highlight
              icon={Newspaper}
              label={t('highlights.post')}
              to={`/blog/${encodeURIComponent(post.slug)}`}
              title={post.title}
              detail={t('highlights.postViews', { count: post.viewsThisWeek })}
              media={cover(post.cover)}
            />
          ) : null}
          {topic ? (
            <Highlight
              icon={MessagesSquare}
              label={t('highlights.topic')}
              to={`/forum/${encodeURIComponent(topic.categoryId)}/topic/${topic.id}`}
              title={topic.title}
              detail={t('highlights.topicReplies', { count: topic.repliesThisWeek })}
            />
          ) : null}
          {member ? (
            <Highlight
              icon={UserRound}
              label={t('highlights.member')}
              to={`/user/${encodeURIComponent(member.username)}`}
              title={member.displayName}
              detail={t('highlights.memberSince', { date: formatDate(member.joinedAt, 'long', language) })}
              media={<UserAvatar name={member.username} image={member.avatar?.url} className="size-12" />}
            />
          ) : null}
        </ul>
      )}
    </section>
  );
}
