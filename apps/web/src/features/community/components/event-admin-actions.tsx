import type { CommunityEvent } from '@garaj/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useDeleteEvent } from '../api/delete-event';

/** Admins: 'Düzenle' (→ /community/events/:id/edit) and 'Sil' after a confirmation. */
export function EventAdminActions({ event, onDeleted }: { event: CommunityEvent; onDeleted?: () => void }) {
  const { t } = useTranslation(['community', 'common', 'errors']);
  const remove = useDeleteEvent();
  if (!event.canManage) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/community/events/${event.id}/edit`} aria-label={`${t('events.edit')}: ${event.title}`}>
          <Pencil aria-hidden="true" />
          {t('events.edit')}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={remove.isPending} aria-label={`${t('events.delete')}: ${event.title}`}>
            <Trash2 aria-hidden="true" />
            {t('events.delete')}
          </Button>
        }
        title={t('events.deleteTitle')}
        description={t('events.deleteText', { title: event.title })}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('events.deleteConfirm')}
        onConfirm={() =>
          remove.mutate(event.id, {
            onSuccess: () => {
              toast.success(t('events.deleted'));
              onDeleted?.();
            },
            onError: (error) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
          })
        }
      />
    </div>
  );
}
