import type { MessageRefusal } from '@garaj/shared';
import { Ban, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSetBlocked } from '../hooks/use-set-blocked';

/**
 * Why the viewer cannot write, in place of the composer. Blocking is told only to the one who
 * blocked ("Bu üyeyi engelledin." with "Engeli kaldır"); a member who was blocked, whose
 * messages are not accepted or whose account is gone reads the same neutral sentence, so a block
 * is never revealed. A moderator's read-only view is a banner of its own ({@link ModeratorBanner}).
 */
export function RefusalNotice({ refusal, username }: { refusal: MessageRefusal; username: string | null }) {
  const { t } = useTranslation('messages');
  const unblock = useSetBlocked();
  if (refusal === 'moderator_view') return <ModeratorBanner />;
  const mine = refusal === 'blocked_by_me';
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
      <p className="flex items-center gap-2">
        <Ban className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {mine ? t('refusal.blocked_by_me') : refusal === 'self' ? t('refusal.self') : t('refusal.neutral')}
      </p>
      {mine && username ? (
        <Button type="button" variant="outline" size="sm" disabled={unblock.isPending} onClick={() => unblock.mutate({ username, blocked: false })}>
          {t('block.unblock')}
        </Button>
      ) : null}
    </div>
  );
}

/** "Bildirilen bir mesaj nedeniyle bu konuşmayı moderatör olarak görüntülüyorsun." — read only. */
export function ModeratorBanner() {
  const { t } = useTranslation('messages');
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
      <ShieldAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      {t('refusal.moderator_view')}
    </p>
  );
}
