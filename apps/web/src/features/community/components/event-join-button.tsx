import type { CommunityEvent } from '@garaj/shared';
import { Check, LogOut, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * Join / leave: 'Katıl' while there is room, 'Ayrıl' for participants, 'Kontenjan
 * Dolu' (disabled) when full, 'Sona Erdi' (disabled) once started. `onToggle(wanted)`.
 */
export function EventJoinButton({ event, pending, onToggle, className }: { event: CommunityEvent; pending: boolean; onToggle: (join: boolean) => void; className?: string }) {
  const { t } = useTranslation('community');
  if (event.status === 'past') {
    return (
      <Button variant="outline" disabled className={className}>
        {t('events.ended')}
      </Button>
    );
  }
  if (event.joined) {
    return (
      <Button variant="outline" onClick={() => onToggle(false)} disabled={pending} aria-label={`${t('events.leave')}: ${event.title}`} className={className}>
        {pending ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" />}
        {t('events.leave')}
      </Button>
    );
  }
  if (event.isFull) {
    return (
      <Button variant="secondary" disabled className={className}>
        {t('events.full')}
      </Button>
    );
  }
  return (
    <Button onClick={() => onToggle(true)} disabled={pending} aria-label={`${t('events.join')}: ${event.title}`} className={className}>
      {pending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
      {t('events.join')}
    </Button>
  );
}

/** 'Katılıyorsunuz' next to an event the viewer joined. */
export function JoinedMark() {
  const { t } = useTranslation('community');
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-400">
      <Check className="size-4" aria-hidden="true" />
      {t('events.joined')}
    </span>
  );
}
