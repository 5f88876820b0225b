import type { TopicStatus, TopicSummary } from '@garaj/shared';
import { CircleCheck, Flame, Lock, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_VARIANT: Record<TopicStatus, BadgeProps['variant']> = {
  open: 'secondary',
  answered: 'success',
  closed: 'outline',
};

/** 'Açık' / 'Cevaplandı' / 'Kapalı' (question status). */
export function TopicStatusBadge({ status, className }: { status: TopicStatus; className?: string }) {
  const { t } = useTranslation('forum');
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className}>
      {status === 'answered' ? <CircleCheck aria-hidden="true" /> : null}
      {t(`badges.status.${status}`)}
    </Badge>
  );
}

/** 'Acil': the asker needs help quickly. */
export function UrgentBadge({ className }: { className?: string }) {
  const { t } = useTranslation('forum');
  return (
    <Badge variant="destructive" className={className}>
      <Flame aria-hidden="true" />
      {t('badges.urgent')}
    </Badge>
  );
}

interface TopicBadgesProps {
  topic: Pick<TopicSummary, 'categoryId' | 'isPinned' | 'isLocked' | 'isUrgent' | 'status' | 'kind'>;
  /** Shows the category badge (a link to the category) when given. */
  categoryName?: string;
  className?: string;
}

/**
 * The badges of a topic (Forum category cards): 'Sabitlenmiş', the category, 'Kilitli',
 * the status (questions), 'Acil'.
 */
export function TopicBadges({ topic, categoryName, className }: TopicBadgesProps) {
  const { t } = useTranslation('forum');
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {topic.isPinned ? (
        <Badge variant="brand">
          <Pin aria-hidden="true" />
          {t('badges.pinned')}
        </Badge>
      ) : null}
      {categoryName ? (
        <Badge asChild variant="secondary">
          <Link to={`/forum/${encodeURIComponent(topic.categoryId)}`} className="hover:bg-secondary/70">
            {categoryName}
          </Link>
        </Badge>
      ) : null}
      {topic.isLocked ? (
        <Badge variant="outline">
          <Lock aria-hidden="true" />
          {t('badges.locked')}
        </Badge>
      ) : null}
      {topic.kind === 'question' || topic.status === 'closed' ? <TopicStatusBadge status={topic.status} /> : null}
      {topic.isUrgent ? <UrgentBadge /> : null}
    </div>
  );
}
